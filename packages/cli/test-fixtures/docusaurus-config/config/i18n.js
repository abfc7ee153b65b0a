module.exports = {
  defaultLocale: 'en',
  locales: ['en', 'sl'],
};
