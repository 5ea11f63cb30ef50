module errdex.local/bench/heldout/go

go 1.26.5

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	codeberg.org/sbinet/npyio v0.14.0
	cuelang.org/go v0.17.1
	filippo.io/age v1.3.2
	github.com/BurntSushi/toml v1.6.0
	github.com/ClickHouse/clickhouse-go/v2 v2.51.0
	github.com/CloudyKit/jet/v6 v6.3.3
	github.com/DATA-DOG/go-sqlmock v1.5.2
	github.com/FerretDB/wire v0.1.7-0.20250708055527-67b1f7c98628
	github.com/IBM/sarama v1.61.1
	github.com/Knetic/govaluate v3.0.0+incompatible
	github.com/Masterminds/semver/v3 v3.5.0
	github.com/Masterminds/sprig/v3 v3.3.0
	github.com/Masterminds/squirrel v1.5.4
	github.com/MicahParks/jwkset v0.11.4
	github.com/PaesslerAG/gval v1.2.4
	github.com/VictoriaMetrics/metricsql v0.87.3
	github.com/a-h/parse v0.0.42
	github.com/a-h/templ v0.3.1118
	github.com/a8m/envsubst v1.4.3
	github.com/adhocore/gronx v1.20.4
	github.com/advancedclimatesystems/gonnx v1.1.0
	github.com/ajg/form v1.9.0
	github.com/albertocavalcante/groovy-parser-go v0.0.0-20260218103838-adf14fa75938
	github.com/alecthomas/kingpin/v2 v2.4.0
	github.com/alecthomas/kong v1.17.0
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/alecthomas/units v0.0.0-20240927000941-0f3dac36c52b
	github.com/alexedwards/argon2id v1.0.0
	github.com/alexflint/go-arg v1.6.1
	github.com/andybalholm/brotli v1.3.0
	github.com/andybalholm/cascadia v1.3.5
	github.com/antchfx/xmlquery v1.5.2
	github.com/antchfx/xpath v1.3.9
	github.com/apptainer/sif/v2 v2.25.0
	github.com/aquasecurity/go-npm-version v0.0.2
	github.com/aquasecurity/go-version v0.0.1
	github.com/araddon/dateparse v0.0.0-20210429162001-6b43995a97de
	github.com/asaskevich/govalidator v0.0.0-20230301143203-a9d515a09cc2
	github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue v1.21.23
	github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression v1.10.11
	github.com/aws/aws-sdk-go-v2/service/dynamodb v1.74.1
	github.com/aymerick/raymond v2.0.2+incompatible
	github.com/bazelbuild/buildtools v0.0.0-20260904073137-eaa4d125b423
	github.com/beevik/etree v1.8.1
	github.com/biogo/biogo v1.0.4
	github.com/bits-and-blooms/bloom/v3 v3.7.1
	github.com/blang/semver/v4 v4.0.0
	github.com/blues/jsonata-go v1.5.4
	github.com/bojanz/currency v1.5.1
	github.com/bufbuild/protocompile v0.14.1
	github.com/buger/jsonparser v1.6.1
	github.com/c2h5oh/datasize v0.0.0-20231215233829-aa82cc1e6500
	github.com/caarlos0/env/v11 v11.4.2
	github.com/cbroglie/mustache v1.4.2
	github.com/cedar-policy/cedar-go v1.9.2
	github.com/cilium/ebpf v0.22.0
	github.com/cockroachdb/apd/v3 v3.2.3
	github.com/compose-spec/compose-go/v2 v2.16.2
	github.com/cosmos/go-bip39 v1.0.0
	github.com/cucumber/gherkin/go/v42 v42.0.1
	github.com/cucumber/messages/go/v34 v34.2.0
	github.com/d5/tengo/v2 v2.17.0
	github.com/danielgtaylor/huma/v2 v2.37.2
	github.com/dlclark/regexp2 v1.12.0
	github.com/docker/go-units v0.5.0
	github.com/docopt/docopt-go v0.0.0-20180111231733-ee0de3bc6815
	github.com/dop251/goja v0.0.0-20260311135729-065cd970411c
	github.com/drone/envsubst v1.0.3
	github.com/dsnet/compress v0.0.1
	github.com/dustin/go-humanize v1.1.0
	github.com/elimity-com/scim v0.0.0-20260728105928-2641426a1539
	github.com/emersion/go-imap/v2 v2.0.0-beta.8
	github.com/emersion/go-message v0.18.2
	github.com/emersion/go-smtp v0.26.0
	github.com/emiago/sipgo v1.7.3
	github.com/emicklei/proto v1.14.3
	github.com/evanphx/json-patch/v5 v5.9.11
	github.com/expr-lang/expr v1.17.8
	github.com/flosch/pongo2/v6 v6.0.0
	github.com/formancehq/numscript v0.2.0
	github.com/francoispqt/gojay v1.2.13
	github.com/fxamacker/cbor/v2 v2.10.0
	github.com/getkin/kin-openapi v0.153.0
	github.com/github/go-spdx/v2 v2.8.0
	github.com/go-chi/chi/v5 v5.5.0
	github.com/go-co-op/gocron/v2 v2.21.2
	github.com/go-jose/go-jose/v4 v4.1.9
	github.com/go-ldap/ldap/v3 v3.4.15
	github.com/go-logfmt/logfmt v0.6.1
	github.com/go-openapi/loads v0.25.4
	github.com/go-openapi/spec v1.0.1
	github.com/go-openapi/strfmt v0.27.4
	github.com/go-openapi/validate v1.0.2
	github.com/go-ozzo/ozzo-validation/v4 v4.4.1
	github.com/go-playground/validator/v10 v10.30.6
	github.com/go-python/gpython v0.2.0
	github.com/go-sql-driver/mysql v1.11.0
	github.com/gobwas/glob v1.1.0
	github.com/goccy/go-json v0.12.0
	github.com/goccy/go-yaml v1.19.2
	github.com/gocql/gocql v1.7.0
	github.com/gofrs/uuid/v5 v5.5.1
	github.com/gogo/protobuf v1.3.2
	github.com/golang-jwt/jwt/v5 v5.3.1
	github.com/gomodule/redigo v1.9.3
	github.com/google/cel-go v0.31.0
	github.com/google/go-containerregistry v0.22.1
	github.com/google/go-jsonnet v0.22.0
	github.com/google/gopacket v1.1.19
	github.com/gopcua/opcua v0.8.0
	github.com/gorilla/mux v1.8.1
	github.com/gorilla/schema v1.4.1
	github.com/gorilla/securecookie v1.1.2
	github.com/gorilla/websocket v1.5.3
	github.com/govalues/money v0.2.4
	github.com/gpustack/gguf-parser-go v0.28.2
	github.com/graph-gophers/graphql-go v1.11.1
	github.com/graphql-go/graphql v0.8.1
	github.com/hamba/avro/v2 v2.31.0
	github.com/hashicorp/go-bexpr v0.1.17
	github.com/hashicorp/go-memdb v1.3.5
	github.com/hashicorp/hcl v1.0.0
	github.com/hashicorp/hcl/v2 v2.25.0
	github.com/hjson/hjson-go/v4 v4.6.0
	github.com/ilyakaznacheev/cleanenv v1.5.0
	github.com/influxdata/influxql v1.1.0
	github.com/influxdata/line-protocol/v2 v2.2.1
	github.com/itchyny/gojq v0.12.20
	github.com/jackc/pglogrepl v0.0.0-20251213150135-2e8d0df862c1
	github.com/jackc/pgx/v5 v5.13.0
	github.com/jcmturner/gokrb5/v8 v8.4.4
	github.com/jessevdk/go-flags v1.6.1
	github.com/jmespath/go-jmespath v0.4.0
	github.com/jmoiron/sqlx v1.4.0
	github.com/joho/godotenv v1.5.1
	github.com/json-iterator/go v1.1.12
	github.com/jszwec/csvutil v1.10.0
	github.com/julienschmidt/httprouter v1.3.0
	github.com/kballard/go-shellquote v0.0.0-20180428030007-95032a82bc51
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/kevinburke/ssh_config v1.6.0
	github.com/labstack/echo/v4 v4.16.5
	github.com/lestrrat-go/jwx/v2 v2.1.7
	github.com/lestrrat-go/strftime v1.2.0
	github.com/lib/pq v1.12.3
	github.com/linkedin/goavro/v2 v2.15.0
	github.com/lucasb-eyer/go-colorful v1.4.1
	github.com/magiconair/properties v1.18.13
	github.com/mailru/easyjson v0.9.2
	github.com/mattn/go-shellwords v1.0.17
	github.com/microsoft/go-mssqldb v1.11.2
	github.com/miekg/dns v1.1.73
	github.com/mikefarah/yq/v4 v4.54.3
	github.com/mitchellh/mapstructure v1.5.0
	github.com/mr-tron/base58 v1.3.0
	github.com/muktihari/xmltokenizer v0.0.5
	github.com/naoina/toml v0.1.1
	github.com/nicksnyder/go-i18n/v2 v2.7.0
	github.com/nikolalohinski/gonja/v2 v2.9.1
	github.com/nyaruka/phonenumbers v1.8.1
	github.com/oapi-codegen/runtime v1.9.0
	github.com/ohler55/ojg v1.28.5
	github.com/oklog/ulid/v2 v2.1.2
	github.com/open-policy-agent/opa v1.22.4
	github.com/oschwald/maxminddb-golang/v2 v2.9.1
	github.com/osteele/liquid v1.6.0
	github.com/paulmach/orb v0.14.0
	github.com/pb33f/jsonschema/v6 v6.0.3
	github.com/pb33f/libopenapi v0.42.5
	github.com/pdfcpu/pdfcpu v0.15.0
	github.com/pelletier/go-toml v1.9.5
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/peterbourgon/ff/v3 v3.4.0
	github.com/pierrec/lz4/v4 v4.1.33
	github.com/pion/sdp/v3 v3.0.20
	github.com/pion/stun/v3 v3.1.7
	github.com/pquerna/otp v1.5.0
	github.com/prometheus/common v0.74.0
	github.com/qri-io/jsonschema v0.2.1
	github.com/rabbitmq/amqp091-go v1.17.0
	github.com/redis/go-redis/v9 v9.23.0
	github.com/robertkrimen/otto v0.5.1
	github.com/robfig/cron/v3 v3.0.1
	github.com/rs/xid v1.6.0
	github.com/santhosh-tekuri/jsonschema/v5 v5.3.1
	github.com/scim2/filter-parser/v2 v2.3.1
	github.com/segmentio/encoding v0.5.4
	github.com/segmentio/ksuid v1.0.4
	github.com/shopspring/decimal v1.6.0
	github.com/simonvetter/modbus v1.6.4
	github.com/spf13/cast v1.10.0
	github.com/spf13/cobra v1.10.2
	github.com/spiffe/go-spiffe/v2 v2.9.0
	github.com/spyzhov/ajson v0.9.6
	github.com/subosito/gotenv v1.6.0
	github.com/syndtr/goleveldb v1.0.0
	github.com/tailscale/hujson v0.0.0-20260727124030-b80ff77dac4f
	github.com/tdewolff/parse/v2 v2.25.0
	github.com/teambition/rrule-go v1.8.2
	github.com/tetratelabs/wazero v1.12.0
	github.com/thedatashed/xlsxreader v1.2.8
	github.com/theory/jsonpath v0.12.3
	github.com/tidwall/sjson v1.2.10
	github.com/tinylib/msgp v1.6.5
	github.com/traefik/yaegi v0.16.1
	github.com/transparency-dev/merkle v0.0.2
	github.com/trinodb/trino-go-client v1.1.0
	github.com/tufanbarisyildirim/gonginx v0.0.0-20260220081509-8e17ce617db3
	github.com/twmb/avro v1.9.1
	github.com/twpayne/go-geom v1.7.0
	github.com/ugorji/go/codec v1.3.2
	github.com/ulikunitz/xz v0.5.17
	github.com/urfave/cli/v2 v2.27.7
	github.com/valyala/fasthttp v1.79.0
	github.com/valyala/fastjson v1.6.10
	github.com/vektah/gqlparser/v2 v2.5.64
	github.com/vmihailenco/msgpack/v5 v5.4.1
	github.com/wneessen/go-mail v0.8.1
	github.com/xeipuuv/gojsonschema v1.2.0
	github.com/xuri/excelize/v2 v2.11.1
	github.com/xwb1989/sqlparser v0.0.0-20180606152119-120387863bf2
	github.com/yuin/gopher-lua v1.1.2
	github.com/zclconf/go-cty v1.20.0
	go.einride.tech/aip v0.86.3
	go.etcd.io/raft/v3 v3.7.0
	go.starlark.net v0.0.0-20260908191801-89a6a09411d5
	go.uber.org/dig v1.19.0
	golang.org/x/arch v0.33.0
	golang.org/x/text v0.44.0
	google.golang.org/protobuf v1.36.12
	gopkg.in/ini.v1 v1.68.0
	gopkg.in/yaml.v2 v2.4.0
	gorgonia.org/tensor v0.9.24
	mvdan.cc/sh/v3 v3.14.1
	periph.io/x/conn/v3 v3.7.3
	rsc.io/script v0.0.2
	sigsum.org/sigsum-go v0.14.1
)

require (
	cel.dev/expr v0.25.3 // indirect
	dario.cat/mergo v1.0.2 // indirect
	filippo.io/edwards25519 v1.2.0 // indirect
	filippo.io/hpke v0.4.0 // indirect
	github.com/Azure/go-ntlmssp v0.1.1 // indirect
	github.com/ClickHouse/ch-go v0.75.0 // indirect
	github.com/CloudyKit/fastprinter v0.0.0-20200109182630-33d98a066a53 // indirect
	github.com/Masterminds/goutils v1.1.1 // indirect
	github.com/VictoriaMetrics/metrics v1.35.3 // indirect
	github.com/agext/levenshtein v1.2.1 // indirect
	github.com/agnivade/levenshtein v1.2.2 // indirect
	github.com/alexflint/go-scalar v1.2.0 // indirect
	github.com/antlr4-go/antlr/v4 v4.13.1 // indirect
	github.com/apache/arrow/go/arrow v0.0.0-20211112161151-bc219186db40 // indirect
	github.com/apapsch/go-jsonmerge/v2 v2.0.0 // indirect
	github.com/apparentlymart/go-textseg/v15 v15.0.0 // indirect
	github.com/apparentlymart/go-textseg/v17 v17.0.1 // indirect
	github.com/aws/aws-sdk-go-v2/service/dynamodbstreams v1.48.0 // indirect
	github.com/aws/smithy-go v1.28.9 // indirect
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/boombuler/barcode v1.1.0 // indirect
	github.com/campoy/embedmd v1.0.0 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/chewxy/hm v1.0.0 // indirect
	github.com/chewxy/math32 v1.10.1 // indirect
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/cpuguy83/go-md2man/v2 v2.0.7 // indirect
	github.com/davecgh/go-spew v1.1.2-0.20180830191138-d8f796af33cc // indirect
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1 // indirect
	github.com/dimchansky/utfbom v1.2.0 // indirect
	github.com/distribution/reference v0.6.0 // indirect
	github.com/docker/go-connections v0.8.2 // indirect
	github.com/eapache/go-resiliency v1.7.0 // indirect
	github.com/elliotchance/orderedmap v1.8.0 // indirect
	github.com/emersion/go-sasl v0.0.0-20241020182733-b788ff22d5a6 // indirect
	github.com/fatih/color v1.19.0 // indirect
	github.com/gabriel-vasile/mimetype v1.4.16 // indirect
	github.com/go-asn1-ber/asn1-ber v1.5.8 // indirect
	github.com/go-faster/city v1.0.1 // indirect
	github.com/go-faster/errors v0.8.0 // indirect
	github.com/go-ini/ini v1.67.0 // indirect
	github.com/go-json-experiment/json v1.27.2 // indirect
	github.com/go-openapi/analysis v1.0.2 // indirect
	github.com/go-openapi/errors v0.22.9 // indirect
	github.com/go-openapi/jsonpointer v1.0.2 // indirect
	github.com/go-openapi/jsonreference v1.0.3 // indirect
	github.com/go-openapi/swag/conv v0.29.2 // indirect
	github.com/go-openapi/swag/fileutils v0.29.2 // indirect
	github.com/go-openapi/swag/jsonutils v0.29.2 // indirect
	github.com/go-openapi/swag/loading v0.29.2 // indirect
	github.com/go-openapi/swag/mangling v0.29.2 // indirect
	github.com/go-openapi/swag/pools v0.29.2 // indirect
	github.com/go-openapi/swag/stringutils v0.29.2 // indirect
	github.com/go-openapi/swag/typeutils v0.29.2 // indirect
	github.com/go-openapi/swag/yamlutils v0.29.2 // indirect
	github.com/go-playground/locales v0.14.2 // indirect
	github.com/go-playground/universal-translator v0.18.2 // indirect
	github.com/go-sourcemap/sourcemap v2.1.3+incompatible // indirect
	github.com/go-viper/mapstructure/v2 v2.5.0 // indirect
	github.com/goburrow/serial v0.1.0 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.3.2 // indirect
	github.com/golang/groupcache v0.0.0-20210331224755-41bb18bfe9da // indirect
	github.com/golang/protobuf v1.5.3 // indirect
	github.com/golang/snappy v1.0.0 // indirect
	github.com/google/flatbuffers v25.2.10+incompatible // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/google/pprof v0.0.0-20250403155104-27863c87afa6 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/govalues/decimal v0.1.36 // indirect
	github.com/hailocab/go-hostpool v0.0.0-20160125115350-e80d13ce29ed // indirect
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/go-uuid v1.0.3 // indirect
	github.com/hashicorp/golang-lru v0.5.4 // indirect
	github.com/henvic/httpretty v0.1.4 // indirect
	github.com/hhrutter/tiff v1.0.6 // indirect
	github.com/huandu/xstrings v1.5.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	github.com/jackc/pgio v1.0.0 // indirect
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	github.com/jcmturner/aescts/v2 v2.0.0 // indirect
	github.com/jcmturner/dnsutils/v2 v2.0.0 // indirect
	github.com/jcmturner/gofork v1.7.6 // indirect
	github.com/jcmturner/goidentity/v6 v6.0.1 // indirect
	github.com/jcmturner/rpc/v2 v2.0.3 // indirect
	github.com/jinzhu/copier v0.4.0 // indirect
	github.com/jonboulle/clockwork v0.5.0 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/klauspost/compress v1.20.4 // indirect
	github.com/labstack/gommon v0.5.0 // indirect
	github.com/lann/builder v0.0.0-20180802200727-47ae307949d0 // indirect
	github.com/lann/ps v0.0.0-20150810152359-62de8c46ede0 // indirect
	github.com/leodido/go-urn v1.5.0 // indirect
	github.com/lestrrat-go/blackmagic v1.0.4 // indirect
	github.com/lestrrat-go/httpcc v1.0.1 // indirect
	github.com/lestrrat-go/httprc v1.0.6 // indirect
	github.com/lestrrat-go/iter v1.0.2 // indirect
	github.com/lestrrat-go/option v1.0.1 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	github.com/mitchellh/copystructure v1.2.0 // indirect
	github.com/mitchellh/go-wordwrap v1.0.1 // indirect
	github.com/mitchellh/pointerstructure v1.2.1 // indirect
	github.com/mitchellh/reflectwalk v1.0.2 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/molecule-man/go-brrr v1.3.1 // indirect
	github.com/munnerz/goautoneg v0.0.0-20191010083416-a7dc8b61c822 // indirect
	github.com/naoina/go-stringutil v0.1.0 // indirect
	github.com/nlpodyssey/gopickle v0.3.0 // indirect
	github.com/opencontainers/go-digest v1.0.0 // indirect
	github.com/osteele/tuesday v1.0.3 // indirect
	github.com/pandatix/go-abnf v0.5.5 // indirect
	github.com/pb33f/go-yaml v0.1.1 // indirect
	github.com/pb33f/jsonpath v0.8.5 // indirect
	github.com/pb33f/ordered-map/v2 v2.3.2 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/pion/dtls/v3 v3.1.5 // indirect
	github.com/pion/logging v0.2.4 // indirect
	github.com/pion/randutil v0.1.0 // indirect
	github.com/pion/transport/v4 v4.1.0 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/pmezard/go-difflib v1.0.1-0.20181226105442-5d4384ee4fb2 // indirect
	github.com/prometheus/client_model v0.6.3 // indirect
	github.com/protocolbuffers/txtpbfmt v0.0.0-20260420112717-c39628bde8b5 // indirect
	github.com/q-uint/parser v0.3.1 // indirect
	github.com/q-uint/xsd-datetime v1.0.0 // indirect
	github.com/qri-io/jsonpointer v0.1.1 // indirect
	github.com/rcrowley/go-metrics v0.0.0-20250401214520-65e299d6c5c9 // indirect
	github.com/richardlehane/mscfb v1.0.9 // indirect
	github.com/richardlehane/msoleps v1.0.6 // indirect
	github.com/russross/blackfriday/v2 v2.1.0 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3 // indirect
	github.com/segmentio/asm v1.2.1 // indirect
	github.com/sirupsen/logrus v1.10.2 // indirect
	github.com/smallnest/ringbuffer v0.0.0-20241116012123-461381446e3d // indirect
	github.com/spf13/pflag v1.1.0 // indirect
	github.com/tidwall/gjson v1.20.4 // indirect
	github.com/tidwall/match v1.2.0 // indirect
	github.com/tidwall/pretty v1.3.0 // indirect
	github.com/tiendc/go-deepcopy v1.7.2 // indirect
	github.com/valyala/bytebufferpool v1.0.0 // indirect
	github.com/valyala/fastrand v1.1.0 // indirect
	github.com/valyala/fasttemplate v1.2.2 // indirect
	github.com/valyala/histogram v1.2.0 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	github.com/wlynxg/anet v0.0.5 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	github.com/xeipuuv/gojsonpointer v0.0.0-20190905194746-02993c407bfb // indirect
	github.com/xeipuuv/gojsonreference v0.0.0-20180127040603-bd5ef7bd5415 // indirect
	github.com/xhit/go-str2duration/v2 v2.1.0 // indirect
	github.com/xrash/smetrics v0.0.0-20240521201337-686a1a2994c1 // indirect
	github.com/xtgo/set v1.0.0 // indirect
	github.com/xuri/efp v0.0.3-0.20260924042702-217b81952dec // indirect
	github.com/xuri/nfp v0.0.2-0.20250530014748-2ddeb826f9a9 // indirect
	go.mongodb.org/mongo-driver v1.17.4 // indirect
	go.mongodb.org/mongo-driver/v2 v2.5.0 // indirect
	go.opentelemetry.io/otel v1.47.0 // indirect
	go.opentelemetry.io/otel/trace v1.47.0 // indirect
	go.uber.org/atomic v1.12.0 // indirect
	go.yaml.in/yaml/v3 v3.0.6 // indirect
	go.yaml.in/yaml/v4 v4.0.0 // indirect
	go4.org/unsafe/assume-no-moving-gc v0.0.0-20231121144256-b99613f794b6 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/exp v0.0.0-20260908205506-85c1c2202aba // indirect
	golang.org/x/image v0.44.0 // indirect
	golang.org/x/mod v0.43.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/time v0.16.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
	golang.org/x/xerrors v0.0.0-20231012003039-104605ab7028 // indirect
	gonum.org/v1/gonum v0.17.0 // indirect
	google.golang.org/genproto/googleapis/api v0.0.0-20260928230214-8a89bd6388cc // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260928230214-8a89bd6388cc // indirect
	gopkg.in/inf.v0 v0.9.1 // indirect
	gopkg.in/sourcemap.v1 v1.0.5 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
	gorgonia.org/vecf32 v0.9.0 // indirect
	gorgonia.org/vecf64 v0.9.0 // indirect
	olympos.io/encoding/edn v0.0.0-20201019073823-d3554ca0b0a3 // indirect
	sigs.k8s.io/yaml v1.4.0 // indirect
)
