package main

import (
	"log"

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/confmap"
	"go.opentelemetry.io/collector/confmap/provider/envprovider"
	"go.opentelemetry.io/collector/confmap/provider/fileprovider"
	"go.opentelemetry.io/collector/confmap/provider/httpprovider"
	"go.opentelemetry.io/collector/confmap/provider/httpsprovider"
	"go.opentelemetry.io/collector/confmap/provider/yamlprovider"
	"go.opentelemetry.io/collector/otelcol"
)

// version is the distribution's version; the collector components are at
// release v0.165.0 (contrib v0.165.1).
const version = "0.1.0-collector-v0.165.0"

func main() {
	if err := otelcol.NewCommand(settings()).Execute(); err != nil {
		log.Fatal(err)
	}
}

// settings returns the collector settings of this distribution, with its
// components and the usual configuration providers (file:, env:, yaml:,
// http:, https:).
func settings() otelcol.CollectorSettings {
	return otelcol.CollectorSettings{
		BuildInfo: component.BuildInfo{
			Command:     "otelcol-errdex",
			Description: "OpenTelemetry Collector with the errdex processor",
			Version:     version,
		},
		Factories: components,
		ConfigProviderSettings: otelcol.ConfigProviderSettings{
			ResolverSettings: confmap.ResolverSettings{
				ProviderFactories: []confmap.ProviderFactory{
					envprovider.NewFactory(), fileprovider.NewFactory(), yamlprovider.NewFactory(),
					httpprovider.NewFactory(), httpsprovider.NewFactory(),
				},
				DefaultScheme: "env",
			},
		},
	}
}
