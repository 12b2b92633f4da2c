/**
 * Words of the zipcodes package's Canadian names whose accented letter was lost in an earlier
 * conversion and now reads U+FFFD, with the word as spelled. Keys are lower case runs of letters.
 */
export const MIS_ENCODED_WORDS: Readonly<Record<string, string>> = {
  '\uFFFDle': 'île', '\uFFFDles': 'îles', '\uFFFDmile': 'émile', '\uFFFDmard': 'émard', '\uFFFDpiphanie': 'épiphanie',
  'a\uFFFDores': 'açores', 'ad\uFFFDle': 'adèle', 'b\uFFFDlair': 'bélair', 'c\uFFFDte': 'côte', 'ch\uFFFDn\uFFFDville': 'chénéville',
  'ch\uFFFDteauguay': 'châteauguay', 'chaudi\uFFFDre': 'chaudière', 'doroth\uFFFDe': 'dorothée', 'f\uFFFDlicien': 'félicien',
  'fran\uFFFDois': 'françois', 'gasp\uFFFD': 'gaspé', 'gasp\uFFFDsie': 'gaspésie', 'genevi\uFFFDve': 'geneviève', 'gr\uFFFDce': 'grâce',
  'h\uFFFDbert': 'hébert', 'h\uFFFDbertville': 'hébertville', 'h\uFFFDl\uFFFDne': 'hélène', 'j\uFFFDr\uFFFDme': 'jérôme',
  'jonqui\uFFFDre': 'jonquière', 'l\uFFFDonard': 'léonard', 'l\uFFFDvis': 'lévis', 'lam\uFFFDque': 'lamèque', 'lanaudi\uFFFDre': 'lanaudière',
  'laterri\uFFFDre': 'laterrière', 'm\uFFFDre': 'mère', 'm\uFFFDtabetchouan': 'métabetchouan', 'mont\uFFFDr\uFFFDgie': 'montérégie',
  'pel\uFFFD': 'pelé', 'pocati\uFFFDre': 'pocatière', 'pr\uFFFDvost': 'prévost', 'qu\uFFFDbec': 'québec', 'r\uFFFDgion': 'région',
  'rivi\uFFFDre': 'rivière', 'rivi\uFFFDres': 'rivières', 't\uFFFDmiscamingue': 'témiscamingue', 'th\uFFFDr\uFFFDse': 'thérèse',
  'trinit\uFFFD': 'trinité', 'val\uFFFDre': 'valère', 'vall\uFFFDe': 'vallée',
};
