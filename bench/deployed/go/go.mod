module errdex.local/bench/deployed/go

go 1.26

require (
	github.com/expr-lang/expr v1.17.8
	github.com/gobwas/glob v0.2.3
	github.com/google/uuid v1.6.0
	github.com/hashicorp/go-version v1.9.0
	github.com/spf13/pflag v1.0.10
	gopkg.in/yaml.v3 v3.0.1
)
