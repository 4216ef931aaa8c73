vcl 4.1;

# Varnish in front of the app servers: the shared cache of public pages and public calls, the
# load balancer and the purge point for the app's cache tags. docs/operations.md tells how
# it is run; `npm run cluster` runs it on one machine.
#
# The app says what may be shared: a page Next serves from its cache (Cache-Control with
# s-maxage) and a call whose answer it marks with its cache tags (an `xkey` header). This file
# only refuses to share what belongs to one person, and keys what the app varies on.

import std;
import directors;
import xkey;
import bodyaccess;
import header;

# Written for each deployment: the app servers in two round-robin directors, `servers` (probed
# for readiness, /api/health/ready) and `alive` (the same servers probed for liveness,
# /api/health), and the `purgers` ACL of the hosts allowed to purge (the servers).
# tools/cluster/varnish.ts writes it; an operator writes their own beside this file.
include "backends.vcl";

sub vcl_recv {
    # Our own marks come from us, never from a client. (So does the visitor's address: that mark
    # only matters on the way to the app, so vcl_backend_fetch drops it, and a hit pays nothing.)
    if (req.http.X-Bizness-Method || req.http.X-Bizness-Locale) {
        unset req.http.X-Bizness-Method;
        unset req.http.X-Bizness-Locale;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the tags to purge in xkey-purge"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }

    if (req.http.host ~ "[[:upper:]]") {
        set req.http.host = req.http.host.lower();
    }

    # Another process's signed revalidation (src/lib/cache/revalidate-content.ts) is the purgers'
    # too: from anyone else it is refused, however its path is written (Next's URL parser turns \
    # into / and decodes the path; Payload matches its endpoints in any case).
    if (req.method == "POST" &&
        req.url ~ "(?i)^[^?]*(/|\\|%2f|%5c)(r|%72)(e|%65)(v|%76)(a|%61)(l|%6c)(i|%69)(d|%64)(a|%61)(t|%74)(e|%65)(/|\\|%2f|%5c|\?|$)") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        return (pass);
    }

    if (req.method != "GET" && req.method != "HEAD" && req.method != "POST") {
        return (pass);
    }
    # One person's view: a session (cookie or header) or Next's draft mode.
    if (req.http.Authorization ||
        (req.http.Cookie && req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass)=")) {
        return (pass);
    }
    # The client router's requests (RSC payloads, prefetches) and ranges get other answers than a page load.
    if (req.http.RSC || req.http.Next-Router-Prefetch || req.http.Next-Router-State-Tree ||
        req.http.Next-Router-Segment-Prefetch || req.http.Next-Url || req.http.Range) {
        return (pass);
    }

    # Every cache hit runs what is above and below: one expression tells a page or a file from the
    # client router's `_rsc` requests, the panel and the calls, so a page pays for no rule of theirs.
    if (req.url ~ "^/a(?:dmin|pi)(?:/|\?|$)|[?&]_rsc=") {
        if (req.url ~ "[?&]_rsc=" || req.url ~ "^/admin") {
            return (pass);
        }
        call bizness_call;
    }
    if (req.method == "POST") {
        return (pass);
    }
    # Cached pages and files never depend on a cookie (ISR pages are made without a request);
    # Varnish would pass every request that carries one.
    return (hash);
}

# A call under /api/: passed, or looked up under its language (and its body, for a POST).
sub bizness_call {
    # Calls that count or send something for each request (the listing page's view beacon, an
    # inquiry) go straight to the app: a lookup would queue identical ones behind each other.
    # So does a call that asks Payload to act as another method: only /api/ reads those headers,
    # so a page does not pay for looking for them.
    if (req.url ~ "^/api/listing/(view/|inquiry(/|\?|$))" ||
        req.http.X-Payload-HTTP-Method-Override ||
        req.http.X-HTTP-Method-Override) {
        return (pass);
    }
    call bizness_call_locale;
    if (req.method == "POST") {
        # The public calls take a few fields; a bigger body is nobody's shared answer.
        if (req.http.Content-Length && std.integer(req.http.Content-Length, 0) > 4096) {
            return (pass);
        }
        if (!std.cache_req_body(4KB)) {
            return (pass);
        }
        # Varnish fetches a lookup as a GET; vcl_backend_fetch sends it as the POST it was.
        set req.http.X-Bizness-Method = "POST";
    }
    return (hash);
}

# The language a call answers in, as src/i18n/request-locale.ts decides it: ?locale=, then
# the NEXT_LOCALE cookie, then the browser's first preference, else Latvian.
sub bizness_call_locale {
    # The first locale= decides, as URLSearchParams.get reads it.
    set req.http.X-Bizness-Locale = regsub(req.url, "^[^?]*\?(?:[^&]*&)*?locale=([^&]*).*$", "\1");
    if (req.http.X-Bizness-Locale !~ "^(lv|en|ru)$") {
        if (req.http.Cookie ~ "(^|;\s*)NEXT_LOCALE=(lv|en|ru)\b") {
            set req.http.X-Bizness-Locale = regsub(req.http.Cookie, "^(.*?;\s*)?NEXT_LOCALE=(lv|en|ru)\b.*$", "\2");
        } elsif (req.http.Accept-Language ~ "^\s*(?i)(lv|en|ru)") {
            set req.http.X-Bizness-Locale = std.tolower(regsub(req.http.Accept-Language, "^\s*(?i)(lv|en|ru).*$", "\1"));
        } else {
            set req.http.X-Bizness-Locale = "lv";
        }
    }
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    # A call's language is marked by bizness_call_locale, a page's is in its path.
    if (req.http.X-Bizness-Locale) {
        # What a call's answer can depend on: its body, its language, and what the origin check
        # and the body parser read (a page of another origin is refused; it never gets the
        # answer made for the site's own pages). Accept-Encoding needs no key: Varnish stores
        # the gzip and unzips it for a client that takes none.
        if (req.http.X-Bizness-Method == "POST") {
            bodyaccess.hash_req_body();
        }
        hash_data(req.http.X-Bizness-Locale);
        hash_data("origin:" + req.http.Origin);
        hash_data("fetch-site:" + req.http.Sec-Fetch-Site);
        hash_data("type:" + req.http.Content-Type);
    }
    return (lookup);
}

sub vcl_backend_fetch {
    # Chosen for each fetch, so a hit spends nothing on it (and a retry goes to the next server).
    set bereq.backend = servers.backend();
    if (!std.healthy(bereq.backend)) {
        # No server is ready: the database is away, for all of them alike. The live ones still
        # serve the pages Next holds and answer the rest 503 with Retry-After in the visitor's
        # language, which beats this cache's bare error.
        set bereq.backend = alive.backend();
    }
    if (bereq.http.X-Bizness-Method == "POST") {
        set bereq.method = "POST";
    }
    unset bereq.http.X-Bizness-Method;
    unset bereq.http.X-Bizness-Locale;
    # The app finds the visitor's address from the connection and X-Forwarded-For
    # (src/entries/server.ts, TRUST_PROXY), never from a header a visitor could write.
    unset bereq.http.X-Bizness-Client-IP;
}

sub vcl_backend_response {
    # A copy past its lifetime is served in grace while it is fetched again in the background; a
    # server that cannot make the fresh one (its database away: 503, or any 5xx) leaves the copy
    # in place, so visitors keep the page until a server can render it again.
    if (bereq.is_bgfetch && beresp.status >= 500) {
        return (abandon);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A call is shared only when the app marks its answer with the tags it was built from; a
    # page only when Next serves it from its cache (Cache-Control then carries s-maxage).
    if (bereq.url ~ "^/api/" && !beresp.http.xkey) {
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Next answered with its stale copy while it makes a fresh one: serve it, but ask again.
    if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.ttl = 0s;
    }
    # vcl_deliver adds X-Cache without looking for one, so the app's own never reaches anyone.
    unset beresp.http.X-Cache;
}

sub vcl_backend_error {
    # A server that went away (killed, restarting) before the probe noticed: another one answers
    # a read; a write is not sent twice.
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || !bereq.uncacheable)) {
        return (retry);
    }
}

sub vcl_deliver {
    # The tags go on in xkey as well as in Surrogate-Key (for a CDN in front), as the app alone
    # sends them: the two hold the same public names, and taking xkey out cost every hit 2 %.
    # Appended, not set: `set` first looks through every header of the answer for an old one.
    if (obj.hits > 0) {
        header.append(resp.http.X-Cache, "hit");
    } else {
        header.append(resp.http.X-Cache, "miss");
    }
}
