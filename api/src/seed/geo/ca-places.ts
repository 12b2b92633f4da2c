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
`;
