#!/usr/bin/env bash
# Prints the Content-Security-Policy a CDN must send with the built portal (docs/deploy.md):
#   scripts/csp.sh API_ORIGIN [DIST]
# API_ORIGIN is config.json's apiBaseUrl origin (e.g. https://api.example.com; "" when the API
# is on the portal's own origin). DIST defaults to dist. Needs perl (core modules only).
# The inline loader script's hash changes with every build, so run this for each release.
set -euo pipefail
api="${1?usage: scripts/csp.sh API_ORIGIN [DIST]}"
dist="${2:-dist}"
hashes="$(perl -MDigest::SHA=sha256_base64 -0777 -ne '
  while (/<script((?:(?!>).)*)>(.*?)<\/script>/gis) {
    my ($attrs, $body) = ($1, $2);
    next if $attrs =~ /(^|\s)src(=|\s|$)/i;
    my $h = sha256_base64($body);
    $h .= "=" x ((4 - length($h) % 4) % 4);
    print " '\''sha256-$h'\''";
  }' "$dist/index.html")"
challenge=""
frames="'none'"
if perl -0777 -ne 'exit(/"botChallengeSiteKey"\s*:\s*"[^"]+"/ ? 0 : 1)' "$dist/config.json"; then
  challenge=" https://challenges.cloudflare.com"
  frames="https://challenges.cloudflare.com"
fi
connect="'self'${api:+ $api}"
echo "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'${hashes}${challenge}; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src ${connect}; frame-src ${frames}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
