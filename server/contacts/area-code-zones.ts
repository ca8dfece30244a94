// The North American Numbering Plan's geographic area codes and the IANA zone each one's people live in, for the
// quiet hours of a lead whose browser did not tell us their zone (docs/decisions/057-lead-time-zone).
// Source: NANPA's list of area codes in service (nationalnanpa.com, "Area Code Maps" and the planning letters for
// overlays through 2025), each placed by the time-zone map of the state or province it serves. An area code that
// spans two zones takes the zone where most of its people live: 219 (Gary, IN) and 850 (Pensacola and Panama City
// outnumber Tallahassee) are Central; 812 (Evansville is the minority), 906 (Michigan's U.P.) and 423 are Eastern;
// 270/364 (western Kentucky), 308 (Nebraska), 605 (South Dakota), 701 (North Dakota), 620/785 (Kansas) and 931
// (Tennessee) are Central; 208/986 (Boise) Mountain; 541 (Oregon) Pacific; 807 (Thunder Bay) Eastern; 867 (the three
// northern territories) Mountain; 709 (Newfoundland and Labrador) Newfoundland time. Toll-free and other
// non-geographic codes (800, 888, 500, 600, 700, 900…) are absent: they say nothing of where someone lives.

const ZONES: Record<string, string> = {
  "America/New_York":
    "201 202 203 207 212 215 216 220 223 227 229 231 234 239 240 248 252 260 267 269 272 276 283 301 302 304 305 313 315 317 321 324 326 329 330 332 336 339 347 351 352 363 380 386 401 404 407 410 412 413 419 423 434 436 440 443 445 448 463 470 472 475 478 484 502 508 513 516 517 518 540 551 561 567 570 571 574 582 585 586 603 606 607 609 610 614 616 617 624 631 640 645 646 656 667 678 679 680 681 686 689 703 704 706 716 717 718 724 727 728 732 734 740 743 754 757 762 765 770 771 772 774 781 786 802 803 804 810 812 813 814 826 828 835 838 839 843 845 848 854 856 857 859 860 862 863 864 865 878 904 908 910 912 914 917 919 929 930 934 937 941 943 947 948 954 959 973 978 980 984 989",
  "America/Chicago":
    "205 210 214 217 218 219 224 225 228 235 251 254 256 262 270 274 281 308 309 312 314 316 318 319 320 325 327 331 334 337 346 353 361 364 402 405 409 414 417 430 432 447 464 469 479 501 504 507 512 515 531 534 539 557 563 572 573 580 601 605 608 612 615 618 620 629 630 636 641 651 659 660 662 682 701 708 712 713 715 726 730 731 737 763 769 773 779 785 806 815 816 817 830 832 847 850 861 870 872 901 903 913 918 920 931 936 938 940 945 952 956 972 975 979 985",
  "America/Denver": "303 307 385 406 435 505 575 719 720 801 915 970 983",
  "America/Boise": "208 986",
  "America/Phoenix": "480 520 602 623 928",
  "America/Los_Angeles":
    "206 209 213 253 279 310 323 341 350 360 369 408 415 424 425 442 458 503 509 510 530 541 559 562 564 619 626 628 650 657 661 669 702 707 714 725 738 747 760 775 805 818 820 831 837 840 858 909 916 925 949 951 971",
  "America/Anchorage": "907",
  "Pacific/Honolulu": "808",
  "America/Toronto": "226 249 263 289 343 354 365 367 382 416 418 437 438 450 468 514 519 548 579 581 613 647 683 705 742 753 807 819 873 905 942",
  "America/Halifax": "428 506 782 902",
  "America/St_Johns": "709",
  "America/Winnipeg": "204 431 584",
  "America/Regina": "306 474 639",
  "America/Edmonton": "368 403 587 780 825 867",
  "America/Vancouver": "236 250 257 604 672 778",
  "America/Puerto_Rico": "787 939",
  "America/St_Thomas": "340",
  "Pacific/Guam": "671",
  "Pacific/Saipan": "670",
  "Pacific/Pago_Pago": "684",
};

const BY_CODE = new Map<string, string>(Object.entries(ZONES).flatMap(([zone, codes]) => codes.split(" ").map((code) => [code, zone] as const)));

/** The zone of a US or Canadian number's area code ("+1 212…" → America/New_York); null for others and non-geographic codes. */
export function zoneOfPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits.length === 10 && !phone.trim().startsWith("+") ? digits : null;
  return national ? (BY_CODE.get(national.slice(0, 3)) ?? null) : null;
}

/** How many area codes the table knows (a code listed twice would count once). */
export const AREA_CODE_COUNT = BY_CODE.size;
/** How many entries the table lists: equal to AREA_CODE_COUNT when no code is in two zones. */
export const AREA_CODE_ENTRIES = Object.values(ZONES).reduce((n, codes) => n + codes.split(" ").length, 0);
/** The zones the table names (each must be one the runtime knows). */
export const AREA_CODE_ZONES = Object.keys(ZONES);
