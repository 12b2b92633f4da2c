/**
 * Canadian places for the self-hosted geocoder, by forward sortation area (the first three
 * characters of a postal code): FSA|city|province|latitude|longitude. The dealer network's FSAs
 * are first so every seeded Canadian dealer resolves.
 */
export const CA_PLACES = `
T2C|Calgary|AB|51.0447|-114.0719
T6E|Edmonton|AB|53.5461|-113.4938
V2Y|Langley|BC|49.1044|-122.6604
R2R|Winnipeg|MB|49.8951|-97.1384
N6N|London|ON|42.9849|-81.2453
E1E|Moncton|NB|46.0878|-64.7782
T2P|Calgary|AB|51.0486|-114.0708
T5J|Edmonton|AB|53.5444|-113.4909
T1J|Lethbridge|AB|49.6942|-112.8328
T4N|Red Deer|AB|52.2690|-113.8116
V6B|Vancouver|BC|49.2827|-123.1207
V8W|Victoria|BC|48.4284|-123.3656
V1Y|Kelowna|BC|49.8880|-119.4960
V2C|Kamloops|BC|50.6745|-120.3273
V2L|Prince George|BC|53.9171|-122.7497
S4P|Regina|SK|50.4452|-104.6189
S7K|Saskatoon|SK|52.1332|-106.6700
R3C|Winnipeg|MB|49.8951|-97.1384
R7A|Brandon|MB|49.8485|-99.9501
M5V|Toronto|ON|43.6426|-79.3871
K1P|Ottawa|ON|45.4215|-75.6972
L8P|Hamilton|ON|43.2557|-79.8711
P3E|Sudbury|ON|46.4917|-80.9930
P7B|Thunder Bay|ON|48.3809|-89.2477
N2G|Kitchener|ON|43.4516|-80.4925
K7L|Kingston|ON|44.2312|-76.4860
N9A|Windsor|ON|42.3149|-83.0364
L1H|Oshawa|ON|43.8971|-78.8658
H2Y|Montreal|QC|45.5017|-73.5673
G1R|Quebec City|QC|46.8139|-71.2080
J1H|Sherbrooke|QC|45.4042|-71.8929
E3B|Fredericton|NB|45.9636|-66.6431
E2L|Saint John|NB|45.2733|-66.0633
B3H|Halifax|NS|44.6488|-63.5752
C1A|Charlottetown|PE|46.2382|-63.1311
A1C|St. John's|NL|47.5615|-52.7126
X1A|Yellowknife|NT|62.4540|-114.3718
Y1A|Whitehorse|YT|60.7212|-135.0568
X0A|Iqaluit|NU|63.7467|-68.5170
T1A|Medicine Hat|AB|50.0405|-110.6764
T8V|Grande Prairie|AB|55.1707|-118.7947
T9H|Fort McMurray|AB|56.7267|-111.3790
T4B|Airdrie|AB|51.2927|-114.0134
V9T|Nanaimo|BC|49.1659|-123.9401
V2A|Penticton|BC|49.4991|-119.5937
V1C|Cranbrook|BC|49.5097|-115.7688
V2P|Chilliwack|BC|49.1579|-121.9515
V9N|Courtenay|BC|49.6841|-124.9904
S9H|Swift Current|SK|50.2881|-107.7939
S6V|Prince Albert|SK|53.2033|-105.7531
S6H|Moose Jaw|SK|50.3934|-105.5519
R1N|Portage la Prairie|MB|49.9728|-98.2926
R8N|Thompson|MB|55.7435|-97.8558
L4N|Barrie|ON|44.3894|-79.6903
P1B|North Bay|ON|46.3091|-79.4608
K9J|Peterborough|ON|44.3091|-78.3197
N7S|Sarnia|ON|42.9745|-82.4066
P6A|Sault Ste. Marie|ON|46.5219|-84.3461
N1H|Guelph|ON|43.5448|-80.2482
K8N|Belleville|ON|44.1628|-77.3832
L2E|Niagara Falls|ON|43.0896|-79.0849
N3T|Brantford|ON|43.1394|-80.2644
P1H|Huntsville|ON|45.3269|-79.2168
N4K|Owen Sound|ON|44.5690|-80.9406
G9A|Trois-Rivieres|QC|46.3432|-72.5477
J8X|Gatineau|QC|45.4765|-75.7013
G7H|Saguenay|QC|48.4284|-71.0685
G5L|Rimouski|QC|48.4490|-68.5230
J9X|Rouyn-Noranda|QC|48.2366|-79.0231
J2S|Saint-Hyacinthe|QC|45.6307|-72.9569
G6P|Victoriaville|QC|46.0571|-71.9578
E3V|Edmundston|NB|47.3737|-68.3251
E2A|Bathurst|NB|47.6185|-65.6511
B2N|Truro|NS|45.3654|-63.2862
B1P|Sydney|NS|46.1368|-60.1942
B4N|Kentville|NS|45.0775|-64.4945
C1N|Summerside|PE|46.3934|-63.7902
A2H|Corner Brook|NL|48.9500|-57.9500
A1V|Gander|NL|48.9560|-54.6089
`;
