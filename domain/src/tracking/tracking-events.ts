/** The data-layer events of spec (the calls), also sent to the API and stored. */
export const DATA_LAYER_EVENTS = [
  'pageView', 'enterSearch', 'clickSuggestedTerm', 'clickTopSuggestedTile', 'clickSuggestedLink',
  'clickResultLink', 'popupFormCompletion', 'compareRvSubmit',
] as const;
export type DataLayerEventName = (typeof DATA_LAYER_EVENTS)[number];

/** First-party tracking cookies (spec: entities and fields); the user id lives 365 days (spec: constants and limits), the session id for the browser session. */
export const TRACKING_COOKIES = { userUid: 'rv_user_uid', sessionUid: 'rv_session_uid' } as const;
export const USER_UID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
