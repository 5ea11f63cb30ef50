package cli

import (
	"testing"
	"time"

	"github.com/errdex/errdex/enrich"
)

func TestProgressLine(t *testing.T) {
	for _, tc := range []struct {
		s    enrich.Summary
		want string
	}{
		{enrich.Summary{Eligible: 8, Enriched: 2, Cached: 2, Requests: 3}, "enrich [############............] 4/8, 2 cached, 0 failed, 3 requests, about 20s left"},
		{enrich.Summary{Eligible: 8, Enriched: 6, Failed: 2, Requests: 9}, "enrich [########################] 8/8, 0 cached, 2 failed, 9 requests"},
		{enrich.Summary{Eligible: 0}, "enrich [########################] 0/0, 0 cached, 0 failed, 0 requests"},
	} {
		if got := progressLine(tc.s, 10*time.Second); got != tc.want {
			t.Errorf("progressLine(%+v) =\n%s\nwant\n%s", tc.s, got, tc.want)
		}
	}
}
