import { placeOfPostalCode } from './postal-places';

/**
 * Telephone area codes by US state (and DC) and Canadian province or territory (North American Numbering Plan), so a
 * seeded dealer's number belongs to its state: a Los Angeles dealer never gets a Las Vegas (702) number. State level:
 * the data holds no area code boundaries inside a state.
 */
const AREA_CODES_TEXT = `
AL 205 251 256 334 938|AK 907|AZ 480 520 602 623 928|AR 479 501 870|CA 209 213 310 323 408 415 510 530 559 562 619 626 650 661 707 714 760 805 818 831 858 909 916 925 949 951
CO 303 719 720 970|CT 203 475 860|DE 302|DC 202|FL 239 305 321 352 386 407 561 727 754 772 786 813 850 863 904 941 954
GA 229 404 470 478 678 706 762 770 912|HI 808|ID 208 986|IL 217 224 309 312 618 630 708 773 815 847|IN 219 260 317 463 574 765 812 930
IA 319 515 563 641 712|KS 316 620 785 913|KY 270 502 606 859|LA 225 318 337 504 985|ME 207|MD 240 301 410 443
MA 339 351 413 508 617 774 781 857 978|MI 231 248 269 313 517 586 616 734 810 906 947 989|MN 218 320 507 612 651 763 952
MS 228 601 662 769|MO 314 417 573 636 660 816|MT 406|NE 308 402 531|NV 702 725 775|NH 603|NJ 201 551 609 732 848 856 862 908 973
NM 505 575|NY 212 315 347 516 518 585 607 631 646 716 718 845 914 917 929|NC 252 336 704 743 828 910 919 980 984|ND 701
OH 216 234 330 380 419 440 513 567 614 740 937|OK 405 539 580 918|OR 458 503 541 971|PA 215 267 272 412 484 570 610 717 724 814 878
RI 401|SC 803 843 854 864|SD 605|TN 423 615 629 731 865 901 931
TX 210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 956 972 979
UT 385 435 801|VT 802|VA 276 434 540 571 703 757 804|WA 206 253 360 425 509 564|WV 304 681|WI 262 414 534 608 715 920|WY 307
AB 403 587 780 825|BC 236 250 604 672 778|MB 204 431|NB 506|NL 709|NS 782 902|ON 226 249 289 343 365 416 437 519 548 613 647 705 807 905
PE 782 902|QC 418 438 450 514 579 581 819 873|SK 306 639|NT 867|NU 867|YT 867|PR 787 939|GU 671|VI 340`;

const AREA_CODES: ReadonlyMap<string, readonly string[]> = new Map(AREA_CODES_TEXT.trim().split(/[|\n]/).map((entry) => {
  const [state, ...codes] = entry.trim().split(' ');
  return [state, codes];
}));

/** The area codes of a state or province; none for a code the table does not know. */
export function areaCodesOf(state: string): readonly string[] {
  return AREA_CODES.get(state) ?? [];
}

/** A seeded North American number in one of the area codes: the exchange never starts with 0 or 1, nor is 555. */
export function phoneIn(random: { int(min: number, max: number): number }, areaCodes: readonly string[]): string {
  if (areaCodes.length === 0) throw new Error('A seeded phone number needs an area code.');
  const areaCode = areaCodes[random.int(0, areaCodes.length - 1)];
  const exchange = random.int(200, 989);
  return `(${areaCode}) ${exchange === 555 ? 556 : exchange}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/**
 * A town of each area code of the states that have several: [postal code, area code]. A dealer takes the area code of the
 * nearest such town in its own state, so Austin gets 512 and not Houston's 281.
 */
const AREA_CODE_TOWNS_TEXT = `
CA 90012:213 90401:310 90028:323 95113:408 94103:415 94612:510 96001:530 93721:559 90802:562 92101:619 91101:626 94401:650 93301:661
CA 95401:707 92701:714 92260:760 93401:805 91401:818 93901:831 92122:858 92401:909 95814:916 94520:925 92614:949 92501:951 95202:209
TX 78701:512 75201:214 77002:713 77090:281 78205:210 79901:915 79401:806 79101:806 78401:361 76102:817 79701:432 76901:325 79601:325
TX 75701:903 77701:409 78501:956 76701:254 76301:940 77801:979 75901:936 78130:830 75069:972
FL 33130:305 32801:407 33602:813 32202:904 32301:850 32501:850 33901:239 34236:941 32601:352 33401:561 32901:321 33801:863 32114:386
FL 33701:727 34950:772 33301:954
NY 10001:212 12207:518 14202:716 14604:585 13202:315 13901:607 12601:845 11901:631 10601:914 11201:718
PA 19103:215 15222:412 17101:717 18101:610 18503:570 16501:814 15601:724
OH 44113:216 43215:614 45202:513 43604:419 44308:330 45402:937 43701:740 44035:440
MI 48226:313 49503:616 48933:517 49001:269 48502:810 49684:231 49855:906 48601:989 48341:248 48043:586 48104:734
IL 60604:312 62701:217 61602:309 62901:618 61101:815 60085:847 60540:630 60435:815
GA 30303:404 31401:912 31201:478 30901:706 31701:229
NC 28202:704 27601:919 27401:336 28801:828 28401:910 27858:252
WA 98104:206 98402:253 99201:509 98501:360 98004:425
OR 97204:503 97401:541 97701:541
AZ 85004:602 85701:520 86001:928 85201:480 85301:623
CO 80202:303 80903:719 81501:970 80521:970
MN 55402:612 55101:651 55802:218 55901:507 56301:320
MO 63101:314 64106:816 65806:417 65101:573 64601:660
IN 46204:317 46526:574 46802:260 47708:812 47901:765 46320:219
WI 53202:414 53703:608 54301:920 54701:715 53140:262
TN 37219:615 38103:901 37902:865 37402:423 38301:731 37040:931
VA 23219:804 23510:757 22201:703 24011:540 22902:434 24201:276
NJ 07102:973 08608:609 07302:201 08901:732 08101:856 07960:973
AL 35203:205 36602:251 35801:256 36104:334
LA 70112:504 70801:225 71101:318 70501:337 70433:985
KY 40202:502 40507:859 42101:270 41501:606
OK 73102:405 74103:918 73501:580
KS 67202:316 66603:785 66101:913 67801:620
IA 50309:515 52401:319 52801:563 51101:712 50401:641
NE 68102:402 68801:308 69101:308
NV 89101:702 89501:775 89801:775
UT 84101:801 84770:435 84321:435
MA 02108:617 01103:413 01608:508 01840:978 02740:508
MD 21202:410 20850:301 21740:301 21801:410
CT 06103:860 06510:203 06901:203
SC 29201:803 29401:843 29601:864
MS 39201:601 38801:662 39501:228
AR 72201:501 72701:479 71601:870 72401:870
NM 87102:505 88001:575 88201:575
ID 83702:208
WV 25301:304
ON K1P:613 M5H:416 N6A:519 P3A:705 P7B:807 L8P:905 N2G:519 K7L:613 P1B:705 L4M:705
QC H2X:514 G1R:418 J8X:819 J1H:819 J4K:450
BC V6B:604 V8W:250 V1Y:250 V2C:250 V9R:250
AB T2P:403 T5J:780 T1J:403 T4N:403 T8N:780
NS B3J:902 SK S4P:306 MB R3C:204 NB E1C:506 NL A1C:709 PE C1A:902`;

const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

interface AreaCodeTown { state: string; postalCode: string; areaCode: string }

/** The towns of AREA_CODE_TOWNS_TEXT, each under its state. */
export const AREA_CODE_TOWNS: readonly AreaCodeTown[] = (() => {
  const towns: AreaCodeTown[] = [];
  let state = '';
  for (const token of AREA_CODE_TOWNS_TEXT.trim().split(/\s+/)) {
    const [postalCode, areaCode] = token.split(':');
    if (areaCode) towns.push({ state, postalCode, areaCode });
    else state = token;
  }
  return towns;
})();

let located: Array<AreaCodeTown & { latitude: number; longitude: number }> | null = null;

/** The area codes a dealer at this point may have: the nearest listed town's in its state, or every code of a one-code state. */
export function areaCodesNear(state: string, latitude: number, longitude: number): readonly string[] {
  located ??= AREA_CODE_TOWNS.map((town) => {
    const place = placeOfPostalCode(PROVINCES.has(town.state) ? 'CA' : 'US', town.postalCode);
    if (!place) throw new Error(`The area code town ${town.postalCode} (${town.state}) is not in the postal data.`);
    return { ...town, latitude: place.latitude, longitude: place.longitude };
  });
  const squared = (t: { latitude: number; longitude: number }) => (t.latitude - latitude) ** 2 + ((t.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;
  const nearest = located.filter((t) => t.state === state).sort((a, b) => squared(a) - squared(b))[0];
  return nearest ? [nearest.areaCode] : areaCodesOf(state);
}
