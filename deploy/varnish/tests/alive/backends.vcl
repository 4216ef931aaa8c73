vcl 4.1;

# As ../backends.vcl, with a second stand-in, s2, as the live server the `alive` director holds
# (the case of directors.vtc).

import directors;

acl purgers {
    "127.0.0.1";
}

sub vcl_init {
    new servers = directors.round_robin();
    servers.add_backend(s1);
    new alive = directors.round_robin();
    alive.add_backend(s2);
}
