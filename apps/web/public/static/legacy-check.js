/*
 * Runs before the portal, in any browser (ES3 on purpose). Internet Explorer and the old Edge
 * cannot run the portal at all and get a static upgrade page; Chrome below 88 (§9) is flagged
 * and sent to the portal's own "browser not compatible" page (#/ie8).
 */
(function () {
  var ua = navigator.userAgent;
  if (/MSIE |Trident\/| Edge\//.test(ua)) {
    window.location.replace('/static/browser-upgrade.html');
    return;
  }
  var chrome = /Chrome\/(\d+)/.exec(ua);
  var isChromium = chrome && !/OPR\/|SamsungBrowser\//.test(ua);
  if (isChromium && parseInt(chrome[1], 10) < 88 && window.location.hash.indexOf('#/ie8') !== 0) {
    window.location.replace('/#/ie8');
  }
})();
