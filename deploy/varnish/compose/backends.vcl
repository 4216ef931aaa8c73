vcl 4.1;

# The deployment part of bizness.vcl for docker-compose's `scaled` profile: the two app
# servers, each asked for readiness every second, and who may purge (the compose network).

import directors;

probe ready {
    .url = "/api/health/ready";
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

acl purgers {
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "10.0.0.0"/8;
}

sub vcl_init {
    new servers = directors.round_robin();
    servers.add_backend(app1);
    servers.add_backend(app2);
}
