export const SITE_URL = 'https://widgets.example';
export const BASE = '/';
