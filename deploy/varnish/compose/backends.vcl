vcl 4.1;

# The deployment part of bizness.vcl for docker-compose's `scaled` profile: the two app
# servers, each asked for readiness every second (and, as `alive*`, for liveness: bizness.vcl
# turns to those when none is ready), and who may purge: the app servers and the worker, by the
# fixed addresses deploy/compose.yml gives them. Never a network: behind docker's port
# forwarding, a TLS terminator or a load balancer, every visitor comes from a private address.

import directors;

probe ready {
    .url = "/api/health/ready";
    .interval = 1s;
    .timeout = 900ms;
    .window = 2;
    .threshold = 2;
    .initial = 1;
}

probe live {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 900ms;
    .window = 2;
    .threshold = 2;
    .initial = 1;
}

backend app1 {
    .host = "app1";
    .port = "3000";
    .connect_timeout = 1s;
    .probe = ready;
}

backend app2 {
    .host = "app2";
    .port = "3000";
    .connect_timeout = 1s;
    .probe = ready;
}

backend alive1 {
    .host = "app1";
    .port = "3000";
    .connect_timeout = 1s;
    .probe = live;
}

backend alive2 {
    .host = "app2";
    .port = "3000";
    .connect_timeout = 1s;
    .probe = live;
}

acl purgers {
    "172.30.0.11";
    "172.30.0.12";
    "172.30.0.13";
}

sub vcl_init {
    new servers = directors.round_robin();
    servers.add_backend(app1);
    servers.add_backend(app2);
    new alive = directors.round_robin();
    alive.add_backend(alive1);
    alive.add_backend(alive2);
}
