/*
 * Runs while the portal's modules download (issue 36): arriving at the home page, its page
 * configuration is asked for at once, as the public JSON file of spec §2 (no clock, no key
 * exchange), and the first banner's picture, the page's largest paint, as soon as that answers.
 * Before, both waited for the entry's evaluation, the clock and the key exchange: four round
 * trips on a phone's network. The app takes the reply (src/app/home-prefetch.ts), checks it
 * against the contract and asks getPageData itself when it is missing or fails.
 * Plain ES5: it runs in every browser that gets this far; one without fetch gets nothing.
 */
(function () {
  if (!window.fetch || !window.URLSearchParams || !window.Promise) return;
  var route = window.location.hash.replace(/^#/, '') || '/';
  var query = route.indexOf('?');
  var path = query < 0 ? route : route.slice(0, query);
  // The paths of the home screen: routes.tsx's index route and /index (HOME_PATHS).
  if (path !== '/' && path !== '/index') return;
  var code = (new URLSearchParams(query < 0 ? '' : route.slice(query)).get('pageCode') || '').trim() || 'index';
  // The bank's home page only: another code may name no page, and its file would answer 404 in
  // the console; those arrivals ask getPageData, which says so in words.
  if (code !== 'index') return;
  var reply = fetch('/qjmh/pageCode/' + encodeURIComponent(code) + '.json', { credentials: 'same-origin' }).then(function (res) {
    if (!res.ok) throw new Error('page ' + res.status);
    return res.json();
  });
  reply.then(function (body) {
    var banners = (body && body.data && body.data.pageContent && body.data.pageContent.bannerList) || [];
    for (var i = 0; i < banners.length; i++) {
      if (banners[i].hide === true) continue;
      var src = banners[i].imgsrc;
      // Only the portal's own pictures: the configuration is the bank's, but a preload is a request.
      if (typeof src !== 'string' || src.charAt(0) !== '/' || src.charAt(1) === '/') return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
      return;
    }
  }, function () {});
  window.__portalHomePage = { pageCode: code, reply: reply };
})();
