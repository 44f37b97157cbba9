{{/*
Prefix of every object name: the release name (or fullnameOverride), so Services are reachable as
<release>-<service> (for example oslonac-identity).
*/}}
{{- define "oslonac.fullname" -}}
{{- default .Release.Name .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- end -}}

{{- define "oslonac.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
The enabled services, each merged over serviceDefaults, as a dict name -> service (JSON, because a template
can only return a string). Every template iterates over this one list so they cannot disagree.
*/}}
{{- define "oslonac.services" -}}
{{- $out := dict -}}
{{- range $name, $svc := .Values.services -}}
{{- $merged := mustMergeOverwrite (deepCopy $.Values.serviceDefaults) (deepCopy $svc) -}}
{{- if $merged.enabled -}}
{{- $_ := set $merged "name" $name -}}
{{- $_ := set $out $name $merged -}}
{{- end -}}
{{- end -}}
{{- toJson $out -}}
{{- end -}}

{{/* Name of one service's objects. Call with (dict "root" $ "name" "identity"). */}}
{{- define "oslonac.serviceFullname" -}}
{{- printf "%s-%s" (include "oslonac.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels that never change for the life of a service: Deployment selectors and NetworkPolicy peers. */}}
{{- define "oslonac.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "oslonac.labels" -}}
{{ include "oslonac.selectorLabels" . }}
app.kubernetes.io/part-of: oslonac
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ include "oslonac.chart" .root }}
{{- end -}}

{{- define "oslonac.image" -}}
{{- printf "%s/oslonac-%s:%s" (trimSuffix "/" .root.Values.image.registry) .name (default .root.Chart.AppVersion .root.Values.image.tag) -}}
{{- end -}}

{{/* Name of the Secret whose keys become the service's env: the operator's, else the chart-created one. */}}
{{- define "oslonac.secretName" -}}
{{- if .svc.secret.existingSecret -}}
{{- .svc.secret.existingSecret -}}
{{- else if .svc.secret.values -}}
{{- include "oslonac.serviceFullname" . -}}
{{- end -}}
{{- end -}}

{{/*
Plain env of one service as a dict, built in one place so no variable is listed twice (with duplicates the
last one wins in the container but `kubectl apply` merges them unpredictably). Later sources win:
addresses of the other services < commonEnv < the service's env < what the chart must control itself.
*/}}
{{- define "oslonac.envMap" -}}
{{- $root := .root -}}
{{- $svc := .svc -}}
{{- $all := include "oslonac.services" $root | fromJson -}}
{{- $env := dict -}}
{{- range $other, $o := $all -}}
{{- if and (eq $o.kind "grpc") (ne $other $svc.name) -}}
{{- $host := include "oslonac.serviceFullname" (dict "root" $root "name" $other) -}}
{{- $prefix := $other | upper | replace "-" "_" -}}
{{- $_ := set $env (printf "%s_GRPC_ADDR" $prefix) (printf "%s:%v" $host $o.ports.grpc) -}}
{{- $_ := set $env (printf "%s_HTTP_URL" $prefix) (printf "http://%s:%v" $host $o.ports.http) -}}
{{- end -}}
{{- end -}}
{{- if and (ne $svc.name "identity") (hasKey $all "identity") -}}
{{- $identity := get $all "identity" -}}
{{- $host := include "oslonac.serviceFullname" (dict "root" $root "name" "identity") -}}
{{- $_ := set $env "ACTOR_JWKS_URL" (printf "http://%s:%v/.well-known/jwks.json" $host $identity.ports.http) -}}
{{- end -}}
{{- $env = mustMergeOverwrite $env (deepCopy (default dict $root.Values.commonEnv)) (deepCopy (default dict $svc.env)) -}}
{{- $_ := set $env "SERVICE_NAME" $svc.name -}}
{{- /* Links in mail and feeds must point at the real site: one origin for every pod, required by the schema. */ -}}
{{- $_ := set $env "PUBLIC_URL" (trimSuffix "/" $root.Values.publicUrl) -}}
{{- if eq $svc.nats.auth "password" -}}
{{- $_ := set $env "NATS_USER" (include "oslonac.natsUser" .) -}}
{{- end -}}
{{- $grace := sub (sub (int $svc.terminationGracePeriodSeconds) (int $svc.preStopSleepSeconds)) 2 -}}
{{- $_ := set $env "SHUTDOWN_GRACE_MS" (mul (max $grace 1) 1000) -}}
{{- if $svc.rtc.enabled -}}
{{- $_ := mergeOverwrite $env (include "oslonac.rtcEnv" . | fromJson) -}}
{{- /* Set by oslonac.env from the downward API or the TURN Secret: never twice. */ -}}
{{- if not $svc.rtc.announcedAddress -}}{{- $_ := unset $env "RTC_ANNOUNCED_ADDRESS" -}}{{- end -}}
{{- if $root.Values.turn.urls -}}{{- $_ := unset $env "TURN_CREDENTIAL" -}}{{- end -}}
{{- end -}}
{{- if eq $svc.kind "grpc" -}}
{{- $_ := set $env "GRPC_PORT" $svc.ports.grpc -}}
{{- $_ := set $env "HTTP_PORT" $svc.ports.http -}}
{{- if and $svc.database $root.Values.migrations.enabled -}}
{{- /* The migration Job has already run; replicas must not race to migrate on boot. */ -}}
{{- $_ := set $env "MIGRATE_ON_START" "false" -}}
{{- end -}}
{{- else -}}
{{- $_ := set $env "PORT" $svc.ports.http -}}
{{- end -}}
{{- toJson $env -}}
{{- end -}}

{{/* The container env list: plain values sorted by name, then values read from single Secret keys. */}}
{{- define "oslonac.env" -}}
{{- $env := include "oslonac.envMap" . | fromJson -}}
{{- range $key := keys $env | sortAlpha }}
- name: {{ $key }}
  value: {{ get $env $key | toString | quote }}
{{- end }}
{{- with include "oslonac.natsSecretKey" . }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      {{- /* Named even when nobody has created it yet: the pod waits for it rather than connect as no one. */}}
      name: {{ include "oslonac.natsSecretName" $ }}
      key: {{ . }}
{{- end }}
{{- if .svc.rtc.enabled }}
{{- if not .svc.rtc.announcedAddress }}
{{- /* Media goes straight to the node the pod runs on: its address, unless values name a public one. */}}
- name: RTC_ANNOUNCED_ADDRESS
  valueFrom:
    fieldRef:
      fieldPath: status.hostIP
{{- end }}
{{- if .root.Values.turn.urls }}
- name: TURN_CREDENTIAL
  valueFrom:
    secretKeyRef:
      name: {{ include "oslonac.turnSecretName" .root }}
      key: {{ .root.Values.turn.credentialKey }}
{{- end }}
{{- end }}
{{- range $key, $ref := .svc.secretEnv }}
- name: {{ $key }}
  valueFrom:
    secretKeyRef:
      {{- /* Without any Secret configured this names the one the chart would create, so the pod waits with
      CreateContainerConfigError naming it (and NOTES.txt says so) instead of starting without its key. */}}
      name: {{ $ref.secret | default (include "oslonac.secretName" $) | default (include "oslonac.serviceFullname" $) }}
      key: {{ $ref.key }}
{{- end }}
{{- end -}}

{{/*
A media server's env (services with rtc.enabled): its port range, workers, TURN and a drain that ends before the
pod is killed. Of terminationGracePeriodSeconds, preStopSleepSeconds go first, then the calls get all but
rtc.drainMarginSeconds (RTC_DRAIN_MAX_MS), and the margin is what gRPC, HTTP and the bus close within.
*/}}
{{- define "oslonac.rtcEnv" -}}
{{- $svc := .svc -}}
{{- $rtc := $svc.rtc -}}
{{- $turn := .root.Values.turn -}}
{{- if gt (int $rtc.minPort) (int $rtc.maxPort) -}}
{{- fail (printf "services.%s.rtc: minPort %v is above maxPort %v" $svc.name $rtc.minPort $rtc.maxPort) -}}
{{- end -}}
{{- if and (not $rtc.hostNetwork) (gt (int (sub $rtc.maxPort $rtc.minPort)) 199) -}}
{{- fail (printf "services.%s.rtc: without hostNetwork every media port is a hostPort; use at most 200 ports (minPort..maxPort) or hostNetwork: true" $svc.name) -}}
{{- end -}}
{{- $margin := int $rtc.drainMarginSeconds -}}
{{- $drain := sub (sub (int $svc.terminationGracePeriodSeconds) (int $svc.preStopSleepSeconds)) $margin -}}
{{- if lt $drain 1 -}}
{{- fail (printf "services.%s: terminationGracePeriodSeconds must exceed preStopSleepSeconds + rtc.drainMarginSeconds (%v)" $svc.name (add $svc.preStopSleepSeconds $margin)) -}}
{{- end -}}
{{- $env := dict -}}
{{- /* Strings: through JSON a large number would come back as a float and print as 1.4e+07. */ -}}
{{- $_ := set $env "RTC_DRAIN_MAX_MS" (mul $drain 1000 | toString) -}}
{{- $_ := set $env "SHUTDOWN_GRACE_MS" (mul (max (sub $margin 2) 1) 1000 | toString) -}}
{{- $_ := set $env "RTC_MIN_PORT" (int $rtc.minPort | toString) -}}
{{- $_ := set $env "RTC_MAX_PORT" (int $rtc.maxPort | toString) -}}
{{- $_ := set $env "RTC_WORKERS" (int $rtc.workers | toString) -}}
{{- $_ := set $env "RTC_LISTEN_IP" $rtc.listenIp -}}
{{- with $rtc.announcedAddress -}}
{{- $_ := set $env "RTC_ANNOUNCED_ADDRESS" . -}}
{{- end -}}
{{- $_ := set $env "TURN_URLS" (join "," $turn.urls) -}}
{{- $_ := set $env "TURN_USERNAME" $turn.username -}}
{{- toJson $env -}}
{{- end -}}

{{/* The Secret holding the TURN credential: the operator's, else <release>-turn (created from turn.credential). */}}
{{- define "oslonac.turnSecretName" -}}
{{- .Values.turn.existingSecret | default (printf "%s-turn" (include "oslonac.fullname" .)) -}}
{{- end -}}

{{/* NATS user of a service with password auth (every backend, and the bff for the inbox's live streams):
services.<name>.nats.user, else the service's name. */}}
{{- define "oslonac.natsUser" -}}
{{- .svc.nats.user | default .svc.name -}}
{{- end -}}

{{/* The env var (and Secret key) holding a service's NATS secret; empty when it signs in with none. */}}
{{- define "oslonac.natsSecretKey" -}}
{{- if eq .svc.nats.auth "password" -}}NATS_PASSWORD{{- else if eq .svc.nats.auth "nkey" -}}NATS_NKEY_SEED{{- end -}}
{{- end -}}

{{/* The Secret with a service's NATS password or seed: the operator's, else <release>-<service>-nats. */}}
{{- define "oslonac.natsSecretName" -}}
{{- .svc.nats.existingSecret | default (printf "%s-nats" (include "oslonac.serviceFullname" .) | trunc 63 | trimSuffix "-") -}}
{{- end -}}

{{/* The development value for the chart-created NATS Secret, when one is given. */}}
{{- define "oslonac.natsSecretValue" -}}
{{- if not .svc.nats.existingSecret -}}
{{- if eq .svc.nats.auth "password" -}}{{ .svc.nats.password }}{{- else if eq .svc.nats.auth "nkey" -}}{{ .svc.nats.nkeySeed }}{{- end -}}
{{- end -}}
{{- end -}}

{{/* The Secret whose every key becomes an env var, when one is configured. */}}
{{- define "oslonac.envFrom" -}}
{{- with include "oslonac.secretName" . -}}
envFrom:
  - secretRef:
      name: {{ . }}
{{- end -}}
{{- end -}}

{{- define "oslonac.podSecurityContext" -}}
runAsNonRoot: true
# The image's numeric user (deploy/Dockerfile); a numeric id lets the kubelet verify runAsNonRoot.
runAsUser: 10001
runAsGroup: 10001
fsGroup: 10001
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "oslonac.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop:
    - ALL
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/*
NetworkPolicy peers that count as "oslonac pods": the Deployments of this release, never its migration Jobs.
*/}}
{{- define "oslonac.oslonacPeers" -}}
- podSelector:
    matchLabels:
      app.kubernetes.io/name: {{ .Chart.Name }}
      app.kubernetes.io/instance: {{ .Release.Name }}
    matchExpressions:
      - key: app.kubernetes.io/component
        operator: In
        values:
          {{- range keys (include "oslonac.services" . | fromJson) | sortAlpha }}
          - {{ . }}
          {{- end }}
{{- end -}}
