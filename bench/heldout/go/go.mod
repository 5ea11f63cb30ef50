module errdex.local/bench/heldout/go

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/Masterminds/semver/v3 v3.5.0
	github.com/alecthomas/units v0.0.0-20240927000941-0f3dac36c52b
	github.com/antchfx/xpath v1.3.9
	github.com/cbroglie/mustache v1.4.2
	github.com/dlclark/regexp2 v1.12.0
	github.com/docker/go-units v0.5.0
	github.com/flosch/pongo2/v6 v6.0.0
	github.com/go-jose/go-jose/v4 v4.1.9
	github.com/go-playground/validator/v10 v10.30.6
	github.com/itchyny/gojq v0.12.20
	github.com/jessevdk/go-flags v1.6.1
	github.com/joho/godotenv v1.5.1
	github.com/jszwec/csvutil v1.10.0
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/lucasb-eyer/go-colorful v1.4.1
	github.com/mattn/go-shellwords v1.0.17
	github.com/miekg/dns v1.1.73
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/robfig/cron/v3 v3.0.1
	github.com/santhosh-tekuri/jsonschema/v5 v5.3.1
	github.com/spf13/cast v1.10.0
	github.com/vmihailenco/msgpack/v5 v5.4.1
	gopkg.in/ini.v1 v1.68.0
)

require (
	github.com/gabriel-vasile/mimetype v1.4.16 // indirect
	github.com/go-playground/locales v0.14.2 // indirect
	github.com/go-playground/universal-translator v0.18.2 // indirect
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	github.com/leodido/go-urn v1.5.0 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/net v0.60.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
