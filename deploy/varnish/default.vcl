vcl 4.1;
# The shop's edge cache (issue 31): Varnish 7.1 with Edge Side Includes in front of one or many
# copies of the shop. Shared pages are kept and served to every shopper; their personal parts (the
# header's cart count and account link, the drawer's first contents and the shopper's data block in
# one part; a product page's pick-up line) are ESI includes
# (`/_esi/...`) fetched with the shopper's cookies and kept for that shopper alone: keyed by the
# include's URL and the values of the cookies the parts read (no other cookie), for at most the
# shop's Surrogate-Control (30 s, and 30 s more served while refreshed), purged by the shop on each of the shopper's writes.
#
# As written it fronts one copy on 127.0.0.1:3000 for the host `localhost`. scripts/edge.mjs renders
# it for other copies and another PUBLIC_SITE_URL by replacing the lines between the BACKENDS,
# DIRECTOR and SITE markers (deploy examples: edit them by hand).
import std;
import directors;

# BACKENDS
backend copy0 { .host = "127.0.0.1"; .port = "3000"; .connect_timeout = 1s; .first_byte_timeout = 30s; .between_bytes_timeout = 15s; }
# END BACKENDS

# Who may purge: this machine and the private networks the copies live on (compose, Kubernetes).
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_init {
  new copies = directors.round_robin();
  # DIRECTOR
  copies.add_backend(copy0);
  # END DIRECTOR
}

sub vcl_recv {
  set req.backend_hint = copies.backend();
  # Set only here, from the shopper's own cookies: never taken from the client.
  unset req.http.X-Shopper-Cookie;

  # Purge by surrogate key: `PURGE /` (or BAN) with `Surrogate-Key: a b c` bans every kept object
  # tagged with any of those keys (src/adapters/varnish/varnish-edge-purge.ts sends it). The ban
  # tests only the kept object (obj.http.*, never req.*), so the ban lurker clears it from the list
  # in the background (varnishd -p ban_lurker_age=1: scripts/edge.mjs, the deploy examples).
  if (req.method == "PURGE" || req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.Surrogate-Key !~ "^[A-Za-z0-9_.:/-]+( [A-Za-z0-9_.:/-]+)*$") {
      return (synth(400, "Surrogate-Key: one or more keys separated by spaces"));
    }
    ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
    return (synth(200, "Purged"));
  }

  # One host for every page (absolute links are built from it): the site's public host.
  # SITE
  set req.http.host = "localhost";
  # END SITE

  if (req.method != "GET" && req.method != "HEAD") {
    # A POST the shop answers once may be sent again to another copy (vcl_backend_error): one
    # carrying an Idempotency-Key, or a plain cart form post with a cart (the shop names it itself:
    # docs/repeated-cart-posts.md). Its body is kept for that (the shop takes at most 32 KB).
    unset req.http.X-Edge-Repeatable;
    if (req.method == "POST" && (req.http.Idempotency-Key ||
        (req.url ~ "^(/[a-z]{2}-[a-z]{2})?/cart$" && req.http.Cookie ~ "(^|;\s*)cart=[^;]" &&
         req.http.Content-Type ~ "^application/x-www-form-urlencoded" && req.http.Accept !~ "json"))) {
      set req.http.X-Edge-Repeatable = "1";
      std.cache_req_body(32KB);
    }
    return (pass);
  }

  # A normalised cache key: tracking parameters dropped, the rest sorted, no empty '?' or '&'. Not
  # for a personal part's URL: the shop wrote it into the shell as it wants it asked for, and a
  # product page's pick-up part carries the page's view in it (about 6 KB to scan per include).
  if (req.url !~ "^/_esi/") {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[A-Za-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)=[^&#]*&?", "");
    set req.url = std.querysort(req.url);
    set req.url = regsub(req.url, "[?&]+$", "");
  }

  # Whether the request carries a shopper's own data (cart, session, saved list, chosen store).
  if (req.http.Cookie ~ "(^|;\s*)(cart|customer_session|customer_saved|preferredStore)=") {
    set req.http.X-Edge-Shopper = "1";
  } else {
    unset req.http.X-Edge-Shopper;
  }
  # A shopper's page is the shared shell with ESI includes for their parts: the edge says it can
  # process ESI. An anonymous shopper's page needs no parts of its own, so it is asked for without
  # the capability and kept whole (its anonymous parts in place): one object to send, no includes to
  # assemble per response (with includes, anonymous pages reached 0.4 to 0.7 of a static object of
  # the same bytes: docs/performance.md).
  if (req.http.X-Edge-Shopper) {
    set req.http.Surrogate-Capability = {"varnish="ESI/1.0""};
  } else {
    unset req.http.Surrogate-Capability;
  }

  # Personal throughout: preview, the cart, account, checkout and discount pages, the API, the
  # client navigations' data, and a bare /compare for a shopper with a compare list (it redirects
  # to their list).
  if (req.http.Cookie ~ "(^|;\s*)[^=;]*preview[^=;]*=" ||
      req.url ~ "^(/[a-z]{2}-[a-z]{2})?/(cart|account|checkout|discount|api)(/|\?|$)" ||
      req.url ~ "^/_data/" ||
      (req.url ~ "^(/[a-z]{2}-[a-z]{2})?/compare$" && req.http.Cookie ~ "(^|;\s*)compare=")) {
    return (pass);
  }
  # A shopper's personal part: kept for this shopper alone, keyed by the cookies it reads (vcl_hash),
  # and fetched with those cookies only. The shop keeps one here only when told the edge keys it so
  # (`Shopper-Keyed/1.0`), tags it `cart:<digest>` / `customer:<digest>` and purges those tags on
  # every write of the shopper's before answering it.
  if (req.url ~ "^/_esi/" && req.http.X-Edge-Shopper) {
    call shopper_cookies;
    set req.http.Surrogate-Capability = {"varnish="ESI/1.0 Shopper-Keyed/1.0""};
    return (hash);
  }
  # Shared pages: looked up whatever the cookies (they are not in the key).
  return (hash);
}

# The cookies a personal part reads, each its first occurrence (as the shop's cookie parser takes it),
# in a fixed order, and the shopper's revision: the part's key and the only cookies its fetch sends.
sub shopper_cookies {
  set req.http.X-Shopper-Cookie = "";
  if (req.http.Cookie ~ "(^|;\s*)cart=") {
    set req.http.X-Shopper-Cookie = req.http.X-Shopper-Cookie + "cart=" + regsub(req.http.Cookie, "^(?:.*?;\s*)??cart=([^;]*).*$", "\1") + "; ";
  }
  if (req.http.Cookie ~ "(^|;\s*)customer_session=") {
    set req.http.X-Shopper-Cookie = req.http.X-Shopper-Cookie + "customer_session=" + regsub(req.http.Cookie, "^(?:.*?;\s*)??customer_session=([^;]*).*$", "\1") + "; ";
  }
  if (req.http.Cookie ~ "(^|;\s*)customer_saved=") {
    set req.http.X-Shopper-Cookie = req.http.X-Shopper-Cookie + "customer_saved=" + regsub(req.http.Cookie, "^(?:.*?;\s*)??customer_saved=([^;]*).*$", "\1") + "; ";
  }
  if (req.http.Cookie ~ "(^|;\s*)preferredStore=") {
    set req.http.X-Shopper-Cookie = req.http.X-Shopper-Cookie + "preferredStore=" + regsub(req.http.Cookie, "^(?:.*?;\s*)??preferredStore=([^;]*).*$", "\1") + "; ";
  }
  # The shopper's revision, new on each of their writes: a part fetched before a write (and kept by
  # this edge after that write's purge) is under the old revision, never looked up again.
  if (req.http.Cookie ~ "(^|;\s*)shopper_rev=") {
    set req.http.X-Shopper-Cookie = req.http.X-Shopper-Cookie + "shopper_rev=" + regsub(req.http.Cookie, "^(?:.*?;\s*)??shopper_rev=([^;]*).*$", "\1") + "; ";
  }
  set req.http.X-Shopper-Cookie = regsub(req.http.X-Shopper-Cookie, ";\s*$", "");
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  # The shell with includes (for shoppers) and the whole anonymous page are two objects.
  if (req.http.Surrogate-Capability) {
    hash_data("esi");
  }
  # A shopper's part: theirs alone, by the cookies it reads.
  if (req.http.X-Shopper-Cookie) {
    hash_data("shopper");
    hash_data(req.http.X-Shopper-Cookie);
    return (lookup);
  }
  # The one cookie the shared HTML depends on (the cart carousel folded away or not).
  if (req.http.Cookie ~ "(^|;\s*)cartCarouselVisible=false") {
    hash_data("carousel-hidden");
  }
  return (lookup);
}

sub vcl_backend_fetch {
  # A shopper's part is fetched with the cookies it is keyed by, and no other.
  if (bereq.http.X-Shopper-Cookie) {
    set bereq.http.Cookie = bereq.http.X-Shopper-Cookie;
  } else if (!bereq.uncacheable) {
    # A shared page is rendered without the shopper: only the carousel's cookie goes to the shop.
    if (bereq.http.Cookie ~ "(^|;\s*)cartCarouselVisible=false") {
      set bereq.http.Cookie = "cartCarouselVisible=false";
    } else {
      unset bereq.http.Cookie;
    }
  }
}

sub vcl_backend_response {
  if (beresp.http.Surrogate-Control ~ "ESI/1\.0") {
    set beresp.do_esi = true;
    set beresp.http.X-Edge-Esi = "1";
  }
  # Grace (stale-while-revalidate): past its TTL a page is served stale while one fetch refreshes it.
  if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, ".*stale-while-revalidate=([0-9]+).*", "\1") + "s", 300s);
  }
  if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, ".*(^|[ ,])max-age=([0-9]+).*", "\2") + "s", 60s);
  }
  # A part is kept gzipped (the shop does not compress a body under 1 KB): spliced into a gzipped page
  # as it is, rather than as uncompressed blocks (a carted page leaves about 400 bytes smaller).
  if (bereq.url ~ "^/_esi/" && !beresp.http.Content-Encoding && beresp.http.Content-Type ~ "^text/html") {
    set beresp.do_gzip = true;
  }
  # A shopper's part: kept as the shop says (max-age, and stale-while-revalidate while one fetch
  # refreshes it; a purge removes it outright). One the shop does not let the edge keep (its data
  # could not all be loaded, or it sets a cookie) is asked for again after 2 s, not the builtin 120 s.
  if (bereq.http.X-Shopper-Cookie) {
    set beresp.keep = 0s;
    if (!beresp.http.Surrogate-Control || beresp.http.Set-Cookie) {
      set beresp.ttl = 2s;
      set beresp.grace = 0s;
      set beresp.uncacheable = true;
      return (deliver);
    }
  }
  # A balancer in front of the copies (nginx) answers 502 when the copy it chose went away mid-answer:
  # the request goes again (to another copy) when repeating it is safe.
  if (beresp.status == 502 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || (bereq.method == "POST" && bereq.http.X-Edge-Repeatable))) {
    return (retry);
  }
  # A failed refresh keeps the stale copy rather than replacing it with an error.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
}

sub vcl_backend_error {
  # A copy that went away (killed, restarting): a GET tries the next one, and so does a POST the
  # shop answers once (vcl_recv's X-Edge-Repeatable; src/domain/cart-action-key.ts).
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || (bereq.method == "POST" && bereq.http.X-Edge-Repeatable))) {
    return (retry);
  }
}

sub vcl_deliver {
  # A page assembled with a shopper's own parts is theirs alone downstream.
  if (resp.http.X-Edge-Esi && req.http.X-Edge-Shopper) {
    set resp.http.Cache-Control = "private, no-store";
  }
  unset resp.http.X-Edge-Esi;
  unset resp.http.Surrogate-Key;
  unset resp.http.Surrogate-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  if (req.esi_level == 0) {
    if (obj.hits > 0) {
      set resp.http.X-Cache = "hit";
    } else {
      set resp.http.X-Cache = "miss";
    }
  }
}
