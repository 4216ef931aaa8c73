vcl 4.1;

# The deployment part of bizness.vcl for its varnishtest cases (*.vtc here): the stand-in app
# server s1 behind both directors, and the test clients' own address as the one purger. A case
# plays a visitor through the PROXY listener (`-proxy1`), with whatever address it names.

import directors;

acl purgers {
    "127.0.0.1";
}

sub vcl_init {
    new servers = directors.round_robin();
    servers.add_backend(s1);
    new alive = directors.round_robin();
    alive.add_backend(s1);
}
