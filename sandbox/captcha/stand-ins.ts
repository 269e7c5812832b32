/**
 * The stand-in vendor scripts the local checkout loads (runtime/platform/captcha/captcha-setup.ts,
 * runtime/platform/fingerprint/fingerprint-script.ts), each with its vendor's surface: the
 * Google-type's `grecaptcha.enterprise` (`ready`, `execute(siteKey, { action })`), the
 * Tencent-type's `new TencentCaptcha(appId, callback, options).show()`, and a device
 * fingerprint script that finds its own tag by id. The captcha stand-ins ask the sandbox
 * for a token (POST /simulator/captcha/tokens) as a real script asks its vendor.
 */
const TOKEN_REQUEST = `
  var origin = new URL(document.currentScript.src).origin;
  function requestToken(vendor, siteKey, action) {
    return fetch(origin + '/simulator/captcha/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vendor: vendor, site_key: siteKey, action: action }),
    }).then(function (response) {
      if (!response.ok) throw new Error('The stand-in vendor refused: HTTP ' + response.status);
      return response.json();
    });
  }`;

const GOOGLE = `${TOKEN_REQUEST}
  window.grecaptcha = {
    enterprise: {
      ready: function (callback) { setTimeout(callback, 0); },
      execute: function (siteKey, options) {
        return requestToken('google', siteKey, options && options.action).then(function (answer) { return answer.token; });
      },
    },
  };`;

const TENCENT = `${TOKEN_REQUEST}
  window.TencentCaptcha = function (appId, callback, options) {
    this.show = function () {
      requestToken('tencent', String(appId), 'confirm').then(
        function (answer) { callback({ ret: 0, ticket: answer.token, randstr: answer.randstr, appid: appId, bizState: options && options.bizState }); },
        function (error) { callback({ ret: 1, errorCode: 1001, errorMessage: String(error) }); }
      );
    };
  };`;

const FINGERPRINT = `
  var tag = document.getElementById('portico-device-fingerprint') || document.currentScript;
  var query = new URL(tag.src).searchParams;
  window.PORTICO_DEVICE_FINGERPRINT = { sessionId: query.get('sessionId'), merchantId: query.get('merchantId') };`;

const iife = (body: string) => `(function () {\n'use strict';${body}\n})();\n`;

export const STAND_IN_SCRIPTS = {
  google: iife(GOOGLE),
  tencent: iife(TENCENT),
  fingerprint: iife(FINGERPRINT),
} as const;
