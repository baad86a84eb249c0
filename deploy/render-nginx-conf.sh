#!/bin/sh
# Fills in the template deploy/nginx.conf, as scripts/lib/cluster/nginx.mjs does for the cluster
# test: the line holding ${APP_SERVER} once per address in APP_SERVERS (space-separated), every other
# ${NAME} from the environment; comment lines stay as they are; a placeholder without a value stops
# it. compose.yaml runs it in the nginx container before nginx starts:
#   render-nginx-conf.sh <template> <output>
set -eu
template=$1
output=$2
: "${APP_SERVERS:?APP_SERVERS must list the instances, e.g. app1:3000 app2:3000}"

# Plain awk (no regular-expression braces, which awks read differently).
awk '
  function fill(line,   out, start, rest, finish, name) {
    out = ""
    while ((start = index(line, "${")) > 0) {
      rest = substr(line, start + 2)
      finish = index(rest, "}")
      name = substr(rest, 1, finish - 1)
      if (!(name in ENVIRON) || ENVIRON[name] == "") {
        print "deploy/nginx.conf: no value for ${" name "}" > "/dev/stderr"
        failed = 1
        exit 1
      }
      out = out substr(line, 1, start - 1) ENVIRON[name]
      line = substr(rest, finish + 1)
    }
    return out line
  }
  /^[ \t]*#/ { print; next }
  index($0, "${APP_SERVER}") > 0 {
    count = split(ENVIRON["APP_SERVERS"], servers, " ")
    for (i = 1; i <= count; i++) {
      line = $0
      start = index(line, "${APP_SERVER}")
      print fill(substr(line, 1, start - 1) servers[i] substr(line, start + length("${APP_SERVER}")))
    }
    next
  }
  { print fill($0) }
' "$template" > "$output"
