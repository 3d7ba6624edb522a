/*
 * Runs before the portal, in any browser (ES3 on purpose). Internet Explorer (MSIE, Trident) and
 * the old EdgeHTML Edge cannot run the portal's code, so here, before anything else, they are
 * moved to #/ie8 and shown the "browser version too low" page of spec §8 drawn by this script;
 * the portal's own modules never load there (IE ignores type="module"). The IE pattern is
 * IE_UA_PATTERN of src/app/browser-support.ts (a unit test keeps them equal). A Chrome below 88
 * runs the portal and gets a notice from the portal itself (non-blocking, §9).
 */
(function () {
  var ua = navigator.userAgent;
  if (!/MSIE |Trident\/| Edge\//.test(ua)) return;
  if (window.location.hash.indexOf('#/ie8') !== 0) {
    window.location.replace('/#/ie8');
  }
  var root = document.getElementById('root');
  if (!root) return;
  // IE cannot open the portal's download centre, so the upgrade goes to the browser's own page.
  root.innerHTML =
    '<div style="font-family:\'Microsoft YaHei\',sans-serif;color:#1f2a3d;background:#f4f6fa;padding:40px 16px" data-testid="legacy-ie8">' +
    '<div style="max-width:640px;margin:0 auto;padding:32px 40px;background:#fff;border:1px solid #e3e8f0">' +
    '<h1 style="font-size:22px;color:#0f3f86;margin:0 0 16px">浏览器版本过低</h1>' +
    '<p style="font-size:14px;line-height:24px">浏览器版本过低，无法登录，请使用 IE8 及以上版本的浏览器。</p>' +
    '<p style="font-size:14px;line-height:24px">您正在使用的浏览器无法运行本行企业金融门户。为保障您的资金安全，请升级至以下浏览器的最新版本后重新打开本行门户地址：Google Chrome 88 及以上版本、Microsoft Edge、Mozilla Firefox。</p>' +
    '<p style="font-size:14px;line-height:24px">如需帮助，请致电客服热线 95386（7×24 小时）。</p>' +
    '<a href="https://www.microsoft.com/zh-cn/edge" target="_blank" style="display:inline-block;margin-top:8px;padding:8px 28px;background:#1554ad;color:#fff;text-decoration:none">立即升级</a>' +
    '</div></div>';
})();
