/** The API's version: in the OpenAPI document and in every backup's manifest. */
export const APP_VERSION = '0.1.0';
