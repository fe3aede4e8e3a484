#!/bin/sh
# Renders default.vcl for a container: one backend (the balancer or Service in front of the copies)
# and the site's public host, as scripts/edge.mjs renders it for local runs. POSIX sh and sed only,
# so it runs in the official varnish image.
#   render-vcl.sh BACKEND_HOST BACKEND_PORT SITE_HOST < default.vcl > shop.vcl
set -eu
backend_host=$1 backend_port=$2 site_host=$3
case "$backend_host$backend_port$site_host" in
  *[!A-Za-z0-9.:-]*) echo "render-vcl.sh: hosts and ports are letters, digits, '.', ':' and '-'" >&2; exit 2 ;;
esac
sed -e "s/^\(backend copy0 { \.host = \"\)[^\"]*\(\"; \.port = \"\)[^\"]*\"/\1$backend_host\2$backend_port\"/" \
    -e "s/^\(  set req\.http\.host = \"\)[^\"]*\"/\1$site_host\"/"
