#!/usr/bin/env bash
# Writes three cuts of Inter's variable files (from @fontsource-variable/inter); the unicode-range of each face in
# app/styles/theme.css must list the same characters:
# - app/assets/fonts/inter-core-wght.woff2: the characters every page uses (ASCII and a little typography);
# - app/assets/fonts/inter-accents-wght.woff2: Latin-1's letters Spanish and Vietnamese use (á é ñ ü à â ê ô õ ý …)
#   and ¡ ¿; another Latin-1 letter (ç, ö, ß) still finds Fontsource's Latin face;
# - app/assets/fonts/inter-vietnamese-wght.woff2: the rest of Vietnamese (ă đ ơ ư ạ ế …), from Fontsource's Vietnamese
#   file, declared last so these letters do not pull Fontsource's 85 KB Latin Extended face, which shares some.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run again after an update
# of @fontsource-variable/inter or when the pages start using another character.
set -euo pipefail
cd "$(dirname "$0")/.."
"${PYTHON:-python3}" -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2191,U+2193,U+2212" \
  --flavor=woff2 --output-file=app/assets/fonts/inter-core-wght.woff2
"${PYTHON:-python3}" -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="U+00A1,U+00BF,U+00C0-00C3,U+00C8-00CA,U+00CC-00CD,U+00D1-00D5,U+00D9-00DA,U+00DC-00DD,U+00E0-00E3,U+00E8-00EA,U+00EC-00ED,U+00F1-00F5,U+00F9-00FA,U+00FC-00FD" \
  --flavor=woff2 --output-file=app/assets/fonts/inter-accents-wght.woff2
"${PYTHON:-python3}" -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2 \
  --unicodes="U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB" \
  --flavor=woff2 --output-file=app/assets/fonts/inter-vietnamese-wght.woff2
ls -l app/assets/fonts/inter-*.woff2
