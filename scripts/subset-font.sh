#!/usr/bin/env bash
# Writes app/assets/fonts/inter-core-wght.woff2: Inter's variable Latin file (from @fontsource-variable/inter) cut
# down to the characters the pages use (the unicode-range in app/styles/theme.css must list the same ones).
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run again after an update
# of @fontsource-variable/inter or when the pages start using another character.
set -euo pipefail
cd "$(dirname "$0")/.."
"${PYTHON:-python3}" -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2191,U+2193,U+2212" \
  --flavor=woff2 --output-file=app/assets/fonts/inter-core-wght.woff2
ls -l app/assets/fonts/inter-core-wght.woff2
