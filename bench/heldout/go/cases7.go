package main

import (
	"bytes"
	"context"
	"net/url"
	"os"
	"strings"
	"time"

	"codeberg.org/sbinet/npyio"
	"github.com/DATA-DOG/go-sqlmock"
	sq "github.com/Masterminds/squirrel"
	ahparse "github.com/a-h/parse"
	"github.com/alexedwards/argon2id"
	"github.com/antchfx/xmlquery"
	npm "github.com/aquasecurity/go-npm-version/pkg"
	aquaversion "github.com/aquasecurity/go-version/pkg/version"
	"github.com/bufbuild/protocompile"
	"github.com/cosmos/go-bip39"
	"github.com/dop251/goja"
	"github.com/emiago/sipgo/sip"
	"github.com/formancehq/numscript"
	"github.com/go-co-op/gocron/v2"
	"github.com/google/cel-go/cel"
	"github.com/govalues/money"
	gguf "github.com/gpustack/gguf-parser-go"
	"github.com/ilyakaznacheev/cleanenv"
	"github.com/jmoiron/sqlx"
	"github.com/lestrrat-go/jwx/v2/jwa"
	"github.com/lestrrat-go/jwx/v2/jwe"
	"github.com/lestrrat-go/jwx/v2/jwk"
	"github.com/lestrrat-go/jwx/v2/jws"
	"github.com/lestrrat-go/jwx/v2/jwt"
	"github.com/muktihari/xmltokenizer"
	oapi "github.com/oapi-codegen/runtime"
	"github.com/tidwall/sjson"
)

// errorCases7 are the seventh batch's calls (split.txt's Go batch 7): each
// returns an error from a module, or panics.
func errorCases7() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// Masterminds/squirrel: statements built without their required parts.
	add("squirrel", "Select no columns", func() error { _, _, err := sq.Select().From("t").ToSql(); return err })
	add("squirrel", "Insert no table", func() error { _, _, err := sq.Insert("").Values(1).ToSql(); return err })
	add("squirrel", "Insert no values", func() error { _, _, err := sq.Insert("t").Columns("a").ToSql(); return err })
	add("squirrel", "Update no table", func() error { _, _, err := sq.Update("").Set("a", 1).ToSql(); return err })
	add("squirrel", "Update no set", func() error { _, _, err := sq.Update("t").ToSql(); return err })
	add("squirrel", "Delete no table", func() error { _, _, err := sq.Delete("").ToSql(); return err })
	add("squirrel", "Select no runner", func() error { _, err := sq.Select("a").From("t").Query(); return err })
	add("squirrel", "Insert no runner", func() error { _, err := sq.Insert("t").Values(1).Exec(); return err })
	add("squirrel", "Case no when", func() error { _, _, err := sq.Select().Column(sq.Case()).From("t").ToSql(); return err })
	add("squirrel", "Where bad type", func() error { _, _, err := sq.Select("a").From("t").Where(1).ToSql(); return err })
	add("squirrel", "Eq nil slice", func() error {
		_, _, err := sq.Select("a").From("t").Where(sq.Lt{"a": []int{1}}).ToSql()
		return err
	})
	add("squirrel", "Insert SetMap and Values", func() error {
		_, _, err := sq.Insert("t").Columns("a", "b").Values(1).Suffix("x ?").ToSql()
		return err
	})
	add("squirrel", "Update Set bad", func() error {
		_, _, err := sq.Update("t").Set("a", sq.Select()).ToSql()
		return err
	})

	// lestrrat-go/jwx: tokens, messages and keys that do not parse or verify.
	key := []byte("0123456789abcdef0123456789abcdef")
	each("jwx", "jwt.ParseInsecure", []string{"x", "a.b.c", "a.b", "eyJhbGciOiJub25lIn0.eyJleHAiOiJ4In0.", "eyJhbGciOiJub25lIn0.bm9wZQ.",
		"eyJhbGciOiJub25lIn0.eyJpYXQiOnt9fQ.", "eyJhbGciOiJub25lIn0.eyJhdWQiOjF9.", "....", "{\"payload\":1}", "{}"},
		func(s string) error { _, err := jwt.ParseInsecure([]byte(s)); return err })
	each("jwx", "jwt.Parse HS256", []string{"eyJhbGciOiJIUzI1NiJ9.e30.x", "eyJhbGciOiJub25lIn0.e30.", "eyJhbGciOiJIUzI1NiJ9.e30.AAAA", "x.y.z"},
		func(s string) error { _, err := jwt.Parse([]byte(s), jwt.WithKey(jwa.HS256, key)); return err })
	// signedThenParsed signs a token with claim set to value (none when
	// claim is empty) and parses it back with opts.
	signedThenParsed := func(claim string, value any, opts ...jwt.ParseOption) func() error {
		return func() error {
			tok := jwt.New()
			if claim != "" {
				tok.Set(claim, value)
			}
			signed, err := jwt.Sign(tok, jwt.WithKey(jwa.HS256, key))
			if err != nil {
				return err
			}
			_, err = jwt.Parse(signed, append([]jwt.ParseOption{jwt.WithKey(jwa.HS256, key)}, opts...)...)
			return err
		}
	}
	add("jwx", "jwt.Parse expired", signedThenParsed(jwt.ExpirationKey, time.Unix(1000, 0)))
	add("jwx", "jwt.Parse issuer", signedThenParsed(jwt.IssuerKey, "a", jwt.WithIssuer("b")))
	add("jwx", "jwt.Parse not before", signedThenParsed(jwt.NotBeforeKey, time.Now().Add(time.Hour)))
	add("jwx", "jwt.Parse required claim", signedThenParsed("", nil, jwt.WithRequiredClaim("sub")))
	add("jwx", "jwt.Sign short key", func() error { _, err := jwt.Sign(jwt.New(), jwt.WithKey(jwa.RS256, key)); return err })
	add("jwx", "jwt.Set bad", func() error { return jwt.New().Set(jwt.IssuedAtKey, "x") })
	each("jwx", "jws.Parse", []string{"x", "a.b", "a.b.c", "{", "{\"payload\":\"e30\"}", "{\"signatures\":1}", "e30.e30.e30.e30"},
		func(s string) error { _, err := jws.Parse([]byte(s)); return err })
	each("jwx", "jws.Verify", []string{"eyJhbGciOiJIUzI1NiJ9.e30.x", "x", "eyJhbGciOiJIUzI1NiJ9.e30.AAAA"},
		func(s string) error { _, err := jws.Verify([]byte(s), jws.WithKey(jwa.HS256, key)); return err })
	each("jwx", "jwk.ParseKey", []string{"x", "{}", "{\"kty\":\"nope\"}", "{\"kty\":\"RSA\"}", "{\"kty\":\"EC\",\"crv\":\"P-1\"}", "{\"kty\":\"oct\"}",
		"{\"kty\":\"OKP\",\"crv\":\"x\"}", "{\"keys\":[]}", "{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"AA\",\"y\":\"AA\"}", "[]"},
		func(s string) error { _, err := jwk.ParseKey([]byte(s)); return err })
	each("jwx", "jwk.Parse", []string{"x", "{\"keys\":1}", "{\"keys\":[{\"kty\":\"nope\"}]}"},
		func(s string) error { _, err := jwk.Parse([]byte(s)); return err })
	each("jwx", "jwe.Parse", []string{"x", "a.b.c.d.e", "a.b.c.d", "{}", "{\"ciphertext\":1}"},
		func(s string) error { _, err := jwe.Parse([]byte(s)); return err })
	add("jwx", "jwe.Encrypt bad key", func() error {
		_, err := jwe.Encrypt([]byte("x"), jwe.WithKey(jwa.RSA_OAEP, key))
		return err
	})

	// google/cel-go: expressions that do not parse, check or evaluate.
	celEnv, _ := cel.NewEnv(cel.Variable("x", cel.IntType), cel.Variable("m", cel.MapType(cel.StringType, cel.IntType)))
	each("celgo", "Compile", []string{"x +", "x + 'a'", "y", "x.nope", "size(1)", "x ? 1 : 2", "[1, 'a'][0] + 1", "m.a.b",
		"1 + ", "x in 1", "has(x)", "'a'.nope()", "x == ", "{1: 2}[", "1 / 'a'", "timestamp(1, 2)", "int('1', 2)",
		"[1,2].map(v, v, v)", "x.all(v, true)", "\"\\q\"", "1u + 1", "b'\\xff' + 'a'"},
		func(s string) error {
			if celEnv == nil {
				return nil
			}
			_, iss := celEnv.Compile(s)
			return iss.Err()
		})
	each("celgo", "Eval", []string{"1 / 0", "1 % 0", "m['nope']", "int('x')", "[1][5]", "timestamp('x')", "duration('x')",
		"9223372036854775807 + 1", "-9223372036854775808 - 1", "uint(-1)", "int(1e30)", "'abc'.matches('[')", "{'a': 1}[x]",
		"dyn(1) + dyn('a')", "double('x')", "bytes(1) == b''"},
		func(s string) error {
			if celEnv == nil {
				return nil
			}
			ast, iss := celEnv.Compile(s)
			if iss.Err() != nil {
				return iss.Err()
			}
			prg, err := celEnv.Program(ast)
			if err != nil {
				return err
			}
			_, _, err = prg.Eval(map[string]any{"x": 1, "m": map[string]int64{"a": 1}})
			return err
		})
	add("celgo", "NewEnv bad variable", func() error {
		_, err := cel.NewEnv(cel.Variable("x", cel.IntType), cel.Variable("x", cel.StringType))
		return err
	})
	add("celgo", "Program missing variable", func() error {
		if celEnv == nil {
			return nil
		}
		ast, iss := celEnv.Compile("x + 1")
		if iss.Err() != nil {
			return iss.Err()
		}
		prg, err := celEnv.Program(ast)
		if err != nil {
			return err
		}
		_, _, err = prg.Eval(map[string]any{})
		return err
	})

	// DATA-DOG/go-sqlmock and jmoiron/sqlx: calls a mock did not expect, and
	// results that do not fit their destination.
	// onMock is a case that runs call on a mock database whose
	// expectations setup (when not nil) sets, behind sqlx.
	onMock := func(setup func(mock sqlmock.Sqlmock), call func(db *sqlx.DB, mock sqlmock.Sqlmock) error) func() error {
		return func() error {
			db, mock, err := sqlmock.New()
			if err != nil {
				return err
			}
			if setup != nil {
				setup(mock)
			}
			return call(sqlx.NewDb(db, "sqlmock"), mock)
		}
	}
	add("sqlmock", "Query unexpected", onMock(nil, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Query("select 1")
		return err
	}))
	add("sqlmock", "Exec unexpected", onMock(nil, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Exec("delete from t")
		return err
	}))
	add("sqlmock", "Query wrong sql", onMock(func(m sqlmock.Sqlmock) { m.ExpectQuery("select 2") }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Query("select 1")
		return err
	}))
	add("sqlmock", "Query wrong args", onMock(func(m sqlmock.Sqlmock) { m.ExpectQuery("select").WithArgs(1, 2) }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Query("select ?", 1)
		return err
	}))
	add("sqlmock", "Query arg value", onMock(func(m sqlmock.Sqlmock) { m.ExpectQuery("select").WithArgs(2) }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Query("select ?", 1)
		return err
	}))
	add("sqlmock", "Exec expected Begin", onMock(func(m sqlmock.Sqlmock) { m.ExpectBegin() }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Exec("x")
		return err
	}))
	add("sqlmock", "Begin expected Query", onMock(func(m sqlmock.Sqlmock) { m.ExpectQuery("x") }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Begin()
		return err
	}))
	add("sqlmock", "Commit unexpected", onMock(func(m sqlmock.Sqlmock) { m.ExpectBegin() }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		tx, err := db.Begin()
		if err != nil {
			return err
		}
		return tx.Commit()
	}))
	add("sqlmock", "Rollback unexpected", onMock(func(m sqlmock.Sqlmock) { m.ExpectBegin() }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		tx, err := db.Begin()
		if err != nil {
			return err
		}
		return tx.Rollback()
	}))
	add("sqlmock", "ExpectationsWereMet", onMock(func(m sqlmock.Sqlmock) { m.ExpectExec("insert") }, func(_ *sqlx.DB, mock sqlmock.Sqlmock) error {
		return mock.ExpectationsWereMet()
	}))
	add("sqlmock", "Prepare unexpected", onMock(nil, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		_, err := db.Prepare("select 1")
		return err
	}))
	add("sqlmock", "Close unexpected", onMock(nil, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		return db.Close()
	}))
	add("sqlmock", "Ping unexpected", func() error {
		db, _, err := sqlmock.New(sqlmock.MonitorPingsOption(true))
		if err != nil {
			return err
		}
		return db.Ping()
	})
	add("sqlmock", "Select struct missing column", onMock(func(m sqlmock.Sqlmock) {
		m.ExpectQuery("select").WillReturnRows(sqlmock.NewRows([]string{"a"}).AddRow(1).RowError(0, nil))
	}, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v []struct{ B int }
		return db.Select(&v, "select")
	}))
	rows2 := func(m sqlmock.Sqlmock) {
		m.ExpectQuery("select").WillReturnRows(sqlmock.NewRows([]string{"a", "b"}).AddRow(1, 2))
	}
	add("sqlx", "Get missing destination", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v struct {
			A int `db:"a"`
		}
		return db.Get(&v, "select")
	}))
	add("sqlx", "Get non-pointer", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v struct{ A int }
		return db.Get(v, "select")
	}))
	add("sqlx", "Select scalar two columns", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v []int
		return db.Select(&v, "select")
	}))
	add("sqlx", "Select non-slice", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v int
		return db.Select(&v, "select")
	}))
	add("sqlx", "Get no rows", onMock(func(m sqlmock.Sqlmock) { m.ExpectQuery("select").WillReturnRows(sqlmock.NewRows([]string{"a"})) }, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v int
		return db.Get(&v, "select")
	}))
	add("sqlx", "Get scan type", onMock(func(m sqlmock.Sqlmock) {
		m.ExpectQuery("select").WillReturnRows(sqlmock.NewRows([]string{"a"}).AddRow("x"))
	}, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v int
		return db.Get(&v, "select")
	}))
	add("sqlx", "Get nil pointer", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		var v *struct{ A, B int }
		return db.Get(v, "select")
	}))
	add("sqlx", "In empty slice", func() error { _, _, err := sqlx.In("select ?", []int{}); return err })
	add("sqlx", "In too few args", func() error { _, _, err := sqlx.In("select ? ?", 1); return err })
	add("sqlx", "In too many args", func() error { _, _, err := sqlx.In("select ?", 1, 2); return err })
	add("sqlx", "Named missing", func() error { _, _, err := sqlx.Named("select :a", map[string]any{}); return err })
	add("sqlx", "Named struct missing", func() error {
		_, _, err := sqlx.Named("select :nope", struct{ A int }{1})
		return err
	})
	add("sqlx", "Named bad arg", func() error { _, _, err := sqlx.Named("select :a", 1); return err })
	add("sqlx", "Named unterminated", func() error { _, _, err := sqlx.Named("select :", map[string]any{}); return err })
	add("sqlx", "Open unknown driver", func() error { _, err := sqlx.Open("nope", "x"); return err })
	add("sqlx", "BindNamed missing", func() error {
		_, _, err := sqlx.BindNamed(sqlx.QUESTION, "select :a, :b", map[string]any{"a": 1})
		return err
	})
	add("sqlx", "StructScan non-pointer", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		rows, err := db.Queryx("select")
		if err != nil {
			return err
		}
		defer rows.Close()
		rows.Next()
		var v struct{ A, B int }
		return rows.StructScan(v)
	}))
	add("sqlx", "MapScan closed", onMock(rows2, func(db *sqlx.DB, _ sqlmock.Sqlmock) error {
		rows, err := db.Queryx("select")
		if err != nil {
			return err
		}
		rows.Close()
		return rows.MapScan(map[string]any{})
	}))

	// go-co-op/gocron: jobs and schedulers defined with bad values.
	newJob := func(def gocron.JobDefinition, task gocron.Task, opts ...gocron.JobOption) error {
		s, err := gocron.NewScheduler()
		if err != nil {
			return err
		}
		defer s.Shutdown()
		_, err = s.NewJob(def, task, opts...)
		return err
	}
	noop := gocron.NewTask(func() {})
	each("gocron", "CronJob", []string{"x", "* * *", "61 * * * *", "* * * * * * *", "@nope", "*/0 * * * *"},
		func(s string) error { return newJob(gocron.CronJob(s, false), noop) })
	add("gocron", "CronJob seconds", func() error { return newJob(gocron.CronJob("* * * * *", true), noop) })
	add("gocron", "DurationJob zero", func() error { return newJob(gocron.DurationJob(0), noop) })
	add("gocron", "DurationRandomJob", func() error { return newJob(gocron.DurationRandomJob(time.Second, time.Millisecond), noop) })
	add("gocron", "DailyJob zero", func() error {
		return newJob(gocron.DailyJob(0, gocron.NewAtTimes(gocron.NewAtTime(1, 0, 0))), noop)
	})
	add("gocron", "DailyJob no times", func() error { return newJob(gocron.DailyJob(1, nil), noop) })
	add("gocron", "DailyJob bad time", func() error {
		return newJob(gocron.DailyJob(1, gocron.NewAtTimes(gocron.NewAtTime(25, 0, 0))), noop)
	})
	add("gocron", "WeeklyJob zero", func() error {
		return newJob(gocron.WeeklyJob(0, gocron.NewWeekdays(time.Monday), gocron.NewAtTimes(gocron.NewAtTime(1, 0, 0))), noop)
	})
	add("gocron", "MonthlyJob bad day", func() error {
		return newJob(gocron.MonthlyJob(1, gocron.NewDaysOfTheMonth(40), gocron.NewAtTimes(gocron.NewAtTime(1, 0, 0))), noop)
	})
	add("gocron", "MonthlyJob zero", func() error {
		return newJob(gocron.MonthlyJob(0, gocron.NewDaysOfTheMonth(1), gocron.NewAtTimes(gocron.NewAtTime(1, 0, 0))), noop)
	})
	add("gocron", "OneTimeJob past", func() error {
		return newJob(gocron.OneTimeJob(gocron.OneTimeJobStartDateTime(time.Unix(1, 0))), noop)
	})
	add("gocron", "NewTask nil", func() error { return newJob(gocron.DurationJob(time.Second), gocron.NewTask(nil)) })
	add("gocron", "NewTask not func", func() error { return newJob(gocron.DurationJob(time.Second), gocron.NewTask(1)) })
	add("gocron", "NewTask parameters", func() error {
		return newJob(gocron.DurationJob(time.Second), gocron.NewTask(func(a int) {}))
	})
	add("gocron", "NewTask parameter type", func() error {
		return newJob(gocron.DurationJob(time.Second), gocron.NewTask(func(a int) {}, "x"))
	})
	add("gocron", "WithLimitedRuns zero", func() error {
		return newJob(gocron.DurationJob(time.Second), noop, gocron.WithLimitedRuns(0))
	})
	add("gocron", "WithName empty", func() error { return newJob(gocron.DurationJob(time.Second), noop, gocron.WithName("")) })
	add("gocron", "WithStartAt past", func() error {
		return newJob(gocron.DurationJob(time.Second), noop, gocron.WithStartAt(gocron.WithStartDateTime(time.Unix(1, 0))))
	})
	add("gocron", "NewScheduler nil location", func() error { _, err := gocron.NewScheduler(gocron.WithLocation(nil)); return err })
	add("gocron", "NewScheduler zero stop", func() error { _, err := gocron.NewScheduler(gocron.WithStopTimeout(0)); return err })
	add("gocron", "NewScheduler zero limit", func() error {
		_, err := gocron.NewScheduler(gocron.WithLimitConcurrentJobs(0, gocron.LimitModeReschedule))
		return err
	})
	add("gocron", "NewScheduler nil logger", func() error { _, err := gocron.NewScheduler(gocron.WithLogger(nil)); return err })
	add("gocron", "NewScheduler nil clock", func() error { _, err := gocron.NewScheduler(gocron.WithClock(nil)); return err })
	add("gocron", "NewScheduler nil locker", func() error {
		_, err := gocron.NewScheduler(gocron.WithDistributedLocker(nil))
		return err
	})
	add("gocron", "Update missing job", func() error {
		s, err := gocron.NewScheduler()
		if err != nil {
			return err
		}
		defer s.Shutdown()
		j, err := s.NewJob(gocron.DurationJob(time.Second), noop)
		if err != nil {
			return err
		}
		if err := s.RemoveJob(j.ID()); err != nil {
			return err
		}
		return s.RemoveJob(j.ID())
	})
	add("gocron", "Shutdown twice", func() error {
		s, err := gocron.NewScheduler()
		if err != nil {
			return err
		}
		s.Shutdown()
		return s.Shutdown()
	})

	// govalues/money: amounts, currencies and rates that do not parse or
	// do not fit.
	each("money", "ParseAmount", []string{"USD x", "XYZ 1", "usdx 1", "USD 1e400", "USD ", "USD 1.2.3", "US 1", "USD 99999999999999999999"},
		func(s string) error { c, a, _ := strings.Cut(s, " "); _, err := money.ParseAmount(c, a); return err })
	each("money", "ParseCurr", []string{"x", "XYZ", "", "12", "usdd"}, func(s string) error { _, err := money.ParseCurr(s); return err })
	add("money", "NewAmount scale", func() error { _, err := money.NewAmount("USD", 1, 30); return err })
	add("money", "NewAmount curr", func() error { _, err := money.NewAmount("ZZZ", 1, 0); return err })
	add("money", "NewAmountFromFloat64 NaN", func() error { _, err := money.NewAmountFromFloat64("USD", 1e300); return err })
	add("money", "NewExchRate same", func() error { _, err := money.NewExchRate("USD", "USD", 2, 0); return err })
	add("money", "NewExchRate zero", func() error { _, err := money.NewExchRate("USD", "EUR", 0, 0); return err })
	add("money", "NewExchRate negative", func() error { _, err := money.NewExchRate("USD", "EUR", -1, 0); return err })
	add("money", "ParseExchRate bad", func() error { _, err := money.ParseExchRate("USD", "EUR", "x"); return err })
	add("money", "Add currencies", func() error {
		_, err := money.MustParseAmount("USD", "1").Add(money.MustParseAmount("EUR", "1"))
		return err
	})
	add("money", "Sub currencies", func() error {
		_, err := money.MustParseAmount("USD", "1").Sub(money.MustParseAmount("JPY", "1"))
		return err
	})
	add("money", "Quo zero", func() error {
		_, err := money.MustParseAmount("USD", "1").Quo(money.MustParseAmount("USD", "0").Decimal())
		return err
	})
	add("money", "Conv currency", func() error {
		r := money.MustParseExchRate("EUR", "USD", "1.1")
		_, err := r.Conv(money.MustParseAmount("JPY", "1"))
		return err
	})
	add("money", "Mul overflow", func() error {
		a := money.MustParseAmount("USD", "9999999999999999")
		_, err := a.Mul(a.Decimal())
		return err
	})
	add("money", "ExchangeRate Scan", func() error { var c money.Currency; return c.Scan([]byte("x")) })
	add("money", "Currency Scan", func() error { var c money.Currency; return c.Scan(1.5) })
	add("money", "Currency UnmarshalJSON", func() error { var c money.Currency; return c.UnmarshalJSON([]byte("1")) })

	// ilyakaznacheev/cleanenv: configs and environments that do not fit.
	type cleanCfg struct {
		A int           `yaml:"a" json:"a" toml:"a" env:"HELDOUT_CLEANENV_A"`
		D time.Duration `yaml:"d" env:"HELDOUT_CLEANENV_D"`
		R string        `yaml:"r" env:"HELDOUT_CLEANENV_R" env-required:"true"`
	}
	each("cleanenv", "ReadConfig", []string{"x.nope", "/nonexistent/x.yml"}, func(p string) error {
		var c cleanCfg
		return cleanenv.ReadConfig(p, &c)
	})
	for _, c := range []struct{ name, data string }{{"x.yml", "a: [1"}, {"x.yml", "a: x\nr: y"}, {"x.json", "{"}, {"x.toml", "a = "},
		{"x.env", "=x"}, {"x.yml", "r: y\nd: x"}, {"x.edn", "{"}, {"x.yml", "a: 1"}} {
		cc := c
		add("cleanenv", "ReadConfig "+cc.name+" "+cc.data, func() error {
			var v cleanCfg
			return cleanenv.ReadConfig(tempFile(cc.name, cc.data), &v)
		})
	}
	each("cleanenv", "ReadEnv", []string{"HELDOUT_CLEANENV_A=x", "HELDOUT_CLEANENV_D=x", "", "HELDOUT_CLEANENV_A=99999999999999999999"},
		func(kv string) error {
			k, v, _ := strings.Cut(kv, "=")
			if k != "" {
				os.Setenv(k, v)
				defer os.Unsetenv(k)
			}
			os.Setenv("HELDOUT_CLEANENV_R", "y")
			if kv == "" {
				os.Unsetenv("HELDOUT_CLEANENV_R")
			}
			defer os.Unsetenv("HELDOUT_CLEANENV_R")
			var c cleanCfg
			return cleanenv.ReadEnv(&c)
		})
	add("cleanenv", "ReadEnv non-pointer", func() error { return cleanenv.ReadEnv(cleanCfg{}) })
	add("cleanenv", "ReadEnv bad default", func() error {
		var c struct {
			A int `env:"HELDOUT_CLEANENV_NONE" env-default:"x"`
		}
		return cleanenv.ReadEnv(&c)
	})
	add("cleanenv", "ReadEnv bad layout", func() error {
		var c struct {
			T time.Time `env:"HELDOUT_CLEANENV_NONE" env-default:"x" env-layout:"2006"`
		}
		return cleanenv.ReadEnv(&c)
	})
	add("cleanenv", "ReadEnv bad map", func() error {
		var c struct {
			M map[string]int `env:"HELDOUT_CLEANENV_NONE" env-default:"a"`
		}
		return cleanenv.ReadEnv(&c)
	})
	add("cleanenv", "ReadEnv bad slice", func() error {
		var c struct {
			S []int `env:"HELDOUT_CLEANENV_NONE" env-default:"1,x"`
		}
		return cleanenv.ReadEnv(&c)
	})
	add("cleanenv", "ReadEnv unsupported", func() error {
		var c struct {
			C chan int `env:"HELDOUT_CLEANENV_NONE" env-default:"1"`
		}
		return cleanenv.ReadEnv(&c)
	})
	add("cleanenv", "ParseJSON", func() error { var c cleanCfg; return cleanenv.ParseJSON(strings.NewReader("{\"a\":\"x\"}"), &c) })

	// antchfx/xmlquery: documents and queries that do not parse.
	each("xmlquery", "Parse", []string{"<a>", "<a></b>", "<a x=1/>", "<", "<a>&nope;</a>", "<?xml version=\"2\"?><a/>", "<a><!-- x</a>", "</a>"},
		func(s string) error { _, err := xmlquery.Parse(strings.NewReader(s)); return err })
	each("xmlquery", "QueryAll", []string{"//[", "a(", "//a[@", "nope()", "1 +", "//a/b[", "@@"},
		func(s string) error {
			doc, err := xmlquery.Parse(strings.NewReader("<a><b/></a>"))
			if err != nil {
				return err
			}
			_, err = xmlquery.QueryAll(doc, s)
			return err
		})
	add("xmlquery", "LoadURL bad", func() error { _, err := xmlquery.LoadURL("http://127.0.0.1:1/x.xml"); return err })
	add("xmlquery", "CreateStreamParser bad", func() error {
		p, err := xmlquery.CreateStreamParser(strings.NewReader("<a><b>"), "/a/b[")
		if err != nil {
			return err
		}
		_, err = p.Read()
		return err
	})
	add("xmlquery", "StreamParser bad doc", func() error {
		p, err := xmlquery.CreateStreamParser(strings.NewReader("<a><b></c>"), "/a/b")
		if err != nil {
			return err
		}
		for i := 0; i < 10; i++ {
			if _, err = p.Read(); err != nil {
				return err
			}
		}
		return nil
	})

	// formancehq/numscript: programs that do not compile.
	each("numscript", "Compile", []string{"send [COIN 10] (", "send [COIN 10] (\n  source = @a\n  destination = @b\n)\nx",
		"vars { monetary $m }\nsend $n (\n  source = @a\n  destination = @b\n)",
		"send [COIN 10] (\n  source = @a\n  destination = {\n    50% to @b\n  }\n)",
		"send [COIN 10] (\n  source = @a\n  destination = {\n    50% to @b\n    60% to @c\n  }\n)",
		"vars { nope $x }", "send [COIN -1] (\n  source = @a\n  destination = @b\n)", "set_tx_meta(1)",
		"vars { account $a }\nvars { account $a }", "send [COIN 10] (\n  source = @a allowing overdraft up to [USD 1]\n  destination = @b\n)",
		"x = 1", "send [COIN *] (\n  source = @a\n  destination = @b\n)", "save [COIN 1] from",
		"vars { number $n = \"x\" }", "send [COIN 10] (\n  source = {\n    @a\n    @a\n  }\n  destination = @b\n)"},
		func(s string) error { _, _, err := numscript.Compile(s); return err })

	// bufbuild/protocompile: proto files that do not compile.
	protoDocs := []string{
		"syntax = \"proto4\";", "syntax = \"proto3\";\nmessage M { int32 a = 1; int32 b = 1; }", "syntax = \"proto3\";\nmessage M { Nope a = 1; }",
		"syntax = \"proto3\";\nimport \"nope.proto\";", "syntax = \"proto3\";\nmessage M { int32 a = 0; }", "syntax = \"proto3\";\nmessage M {",
		"syntax = \"proto3\";\nenum E { A = 1; }", "syntax = \"proto3\";\nmessage M { required int32 a = 1; }",
		"syntax = \"proto3\";\nmessage M { int32 a = 1; int32 a = 2; }", "syntax = \"proto3\";\nmessage M { reserved 1; int32 a = 1; }",
		"syntax = \"proto2\";\nmessage M { int32 a = 1; }", "syntax = \"proto3\";\nmessage M { int32 a = 19000; }",
		"syntax = \"proto3\";\nmessage M { map<float, int32> m = 1; }", "syntax = \"proto3\";\noption nope = 1;",
		"syntax = \"proto3\";\nmessage M { int32 a = 1 [default = 1]; }", "syntax = \"proto3\";\npackage a.;",
		"syntax = \"proto3\";\nservice S { rpc F(Nope) returns (Nope); }", "syntax = \"proto3\";\nmessage M {}\nmessage M {}",
		"syntax = \"proto3\";\nenum E { A = 0; B = 0; }", "syntax = \"proto3\";\nmessage M { oneof o { } }",
		"syntax = \"proto3\";\nmessage M { extensions 1 to 10; }", "syntax = \"proto3\";\nmessage M { int32 a = 536870912; }",
		"edition = \"2099\";", "syntax = \"proto3\";\nmessage M { string s = 1 [json_name = \"\"]; }"}
	each("protocompile", "Compile", protoDocs, func(s string) error {
		c := protocompile.Compiler{Resolver: &protocompile.SourceResolver{Accessor: protocompile.SourceAccessorFromMap(map[string]string{"x.proto": s})}}
		_, err := c.Compile(context.Background(), "x.proto")
		return err
	})
	add("protocompile", "Compile missing file", func() error {
		c := protocompile.Compiler{Resolver: &protocompile.SourceResolver{Accessor: protocompile.SourceAccessorFromMap(map[string]string{})}}
		_, err := c.Compile(context.Background(), "x.proto")
		return err
	})

	// muktihari/xmltokenizer: documents the tokenizer stops on.
	each("xmltokenizer", "Token", []string{"<a", "<a b=>", "<a b=\"x>", "<!-- x", "<![CDATA[x", "<?xml", "<a b='x'", "</", "<a/ >"},
		func(s string) error {
			t := xmltokenizer.New(strings.NewReader(s))
			for i := 0; i < 100; i++ {
				if _, err := t.Token(); err != nil {
					return err
				}
			}
			return nil
		})

	// alexedwards/argon2id: hashes that do not decode.
	each("argon2id", "DecodeHash", []string{"x", "$argon2i$v=19$m=65536,t=1,p=2$c2FsdA$a2V5", "$argon2id$v=18$m=65536,t=1,p=2$c2FsdA$a2V5",
		"$argon2id$v=x$m=65536,t=1,p=2$c2FsdA$a2V5", "$argon2id$v=19$m=x$c2FsdA$a2V5", "$argon2id$v=19$m=65536,t=1,p=2$!!$a2V5",
		"$argon2id$v=19$m=65536,t=1,p=2$c2FsdA$!!"},
		func(s string) error { _, _, _, err := argon2id.DecodeHash(s); return err })
	add("argon2id", "CreateHash zero salt", func() error {
		_, err := argon2id.CreateHash("p", &argon2id.Params{Memory: 8, Iterations: 1, Parallelism: 1, SaltLength: 0, KeyLength: 4})
		return err
	})

	// cosmos/go-bip39: entropy and mnemonics that are not valid.
	add("bip39", "NewEntropy", func() error { _, err := bip39.NewEntropy(7); return err })
	add("bip39", "NewMnemonic", func() error { _, err := bip39.NewMnemonic([]byte{1, 2, 3}); return err })
	each("bip39", "MnemonicToByteArray", []string{"x", "abandon abandon", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon",
		"nope abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"},
		func(s string) error { _, err := bip39.MnemonicToByteArray(s); return err })
	each("bip39", "NewSeedWithErrorChecking", []string{"x y z", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon"},
		func(s string) error { _, err := bip39.NewSeedWithErrorChecking(s, ""); return err })

	// oapi-codegen/runtime: parameters that do not bind.
	var oInt int
	var oTime time.Time
	var oStruct struct {
		A int `json:"a"`
	}
	var oSlice []int
	each("oapiruntime", "BindStyledParameter int", []string{"simple x", "label x", "label .x", "matrix x", "matrix ;id=x", "nope 1", "form x"},
		func(s string) error {
			st, v, _ := strings.Cut(s, " ")
			return oapi.BindStyledParameter(st, false, "id", v, &oInt)
		})
	each("oapiruntime", "BindStyledParameter struct", []string{"simple a", "simple a,x", "simple a,1,b", "simple b,1"},
		func(s string) error {
			st, v, _ := strings.Cut(s, " ")
			return oapi.BindStyledParameter(st, false, "id", v, &oStruct)
		})
	add("oapiruntime", "BindStyledParameter slice", func() error { return oapi.BindStyledParameter("simple", false, "id", "1,x", &oSlice) })
	add("oapiruntime", "BindStyledParameter empty", func() error { return oapi.BindStyledParameter("simple", false, "id", "", &oInt) })
	each("oapiruntime", "BindQueryParameter", []string{"", "id=x", "id=1&id=2", "id[a]=1"},
		func(s string) error {
			q, _ := url.ParseQuery(s)
			return oapi.BindQueryParameter("form", true, true, "id", q, &oInt)
		})
	add("oapiruntime", "BindQueryParameter deepObject", func() error {
		q, _ := url.ParseQuery("id[a]=x")
		return oapi.BindQueryParameter("deepObject", true, true, "id", q, &oStruct)
	})
	add("oapiruntime", "BindQueryParameter spaceDelimited", func() error {
		q, _ := url.ParseQuery("id=1")
		return oapi.BindQueryParameter("spaceDelimited", false, true, "id", q, &oSlice)
	})
	each("oapiruntime", "BindStringToObject time", []string{"x", "2020-13-01"}, func(s string) error { return oapi.BindStringToObject(s, &oTime) })
	add("oapiruntime", "BindStringToObject int", func() error { return oapi.BindStringToObject("x", &oInt) })
	add("oapiruntime", "BindStringToObject struct", func() error { return oapi.BindStringToObject("x", &oStruct) })
	add("oapiruntime", "BindStringToObject bool", func() error { var b bool; return oapi.BindStringToObject("x", &b) })
	add("oapiruntime", "UnmarshalDeepObject", func() error {
		return oapi.UnmarshalDeepObject(&oStruct, "p", url.Values{"p[a]": {"x"}})
	})
	add("oapiruntime", "UnmarshalDeepObject unknown", func() error {
		return oapi.UnmarshalDeepObject(&oStruct, "p", url.Values{"p[b]": {"1"}})
	})
	add("oapiruntime", "StyleParam nope", func() error { _, err := oapi.StyleParam("nope", false, "id", 1); return err })
	add("oapiruntime", "StyleParam struct", func() error {
		_, err := oapi.StyleParam("simple", false, "id", struct{ C chan int }{})
		return err
	})
	add("oapiruntime", "JsonMerge bad", func() error { _, err := oapi.JsonMerge([]byte("{"), []byte("{}")); return err })
	add("oapiruntime", "BindJSONValue", func() error { return oapi.BindJSONValue(map[string]any{"a": "x"}, &oStruct) })

	// aquasecurity/go-version and go-npm-version: versions and constraints
	// that do not parse.
	each("aquaversion", "Parse", []string{"x", "1.x", "", "1..2", "1.2.3-", "1.2.3+", "v", "1.2.3-a..b"},
		func(s string) error { _, err := aquaversion.Parse(s); return err })
	each("npmversion", "NewVersion", []string{"x", "1.x", "", "1.2.3-", "01.2.3", "1.2.3.4", "1.2.3+"},
		func(s string) error { _, err := npm.NewVersion(s); return err })
	each("npmversion", "NewConstraints", []string{"> x", ">>1", "1 - x", "~>", "^x", "1.2 ||| 2", "=== 1"},
		func(s string) error { _, err := npm.NewConstraints(s); return err })

	// emiago/sipgo: SIP messages, URIs and addresses that do not parse.
	each("sipgo", "ParseMessage", []string{"x", "INVITE\r\n\r\n", "INVITE sip:a@b SIP/3.0\r\n\r\n", "SIP/2.0 x OK\r\n\r\n",
		"INVITE sip:a@b SIP/2.0\r\nVia: x\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nContent-Length: x\r\n\r\n",
		"INVITE sip:a@b SIP/2.0\r\nFrom: <sip:a\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nCSeq: x\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nx\r\n\r\n",
		"INVITE sip:a@b SIP/2.0\r\nMax-Forwards: x\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nContent-Length: 10\r\n\r\nx",
		"SIP/2.0 200\r\n\r\n", "INVITE x SIP/2.0\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nTo: \"x <sip:a@b>\r\n\r\n",
		"INVITE sip:a@b SIP/2.0\r\nContact: <>\r\n\r\n", "INVITE sip:a@b SIP/2.0\r\nExpires: x\r\n\r\n"},
		func(s string) error { _, err := sip.ParseMessage([]byte(s)); return err })
	each("sipgo", "ParseUri", []string{"x", "sip:", "sip:a@", "sip:a@b:x", "sip:a@[::1", "tel", "sip:a@b;", "sips:@b", "sip:a@b?x"},
		func(s string) error { var u sip.Uri; return sip.ParseUri(s, &u) })
	each("sipgo", "ParseAddressValue", []string{"x", "<sip:a@b", "\"a <sip:a@b>", "<x>", "a <sip:a@b>;x", ""},
		func(s string) error {
			var u sip.Uri
			h := sip.NewParams()
			_, err := sip.ParseAddressValue(s, &u, &h)
			return err
		})

	// sbinet/npyio: .npy data that does not decode.
	npyHeader := func(dict string) []byte {
		h := []byte("\x93NUMPY\x01\x00")
		n := len(dict) + 1
		h = append(h, byte(n), byte(n>>8))
		return append(append(h, dict...), '\n')
	}
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"magic", []byte("NOTNUMPY")}, {"short", []byte("\x93NUM")}, {"version", []byte("\x93NUMPY\x09\x00\x00\x00")},
		{"dict", npyHeader("x")}, {"descr", npyHeader("{'descr': '<x9', 'fortran_order': False, 'shape': (1,), }")},
		{"shape", npyHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (x,), }")},
		{"order", npyHeader("{'descr': '<f8', 'fortran_order': x, 'shape': (1,), }")},
		{"type", npyHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }")},
		{"data", append(npyHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (4,), }"), 1, 2)},
		{"empty", nil},
	} {
		cc := c
		add("npyio", "Read "+cc.name, func() error { var v []int32; return npyio.Read(bytes.NewReader(cc.data), &v) })
	}
	add("npyio", "Read into int", func() error {
		var v int
		return npyio.Read(bytes.NewReader(append(npyHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }"), make([]byte, 16)...)), &v)
	})
	add("npyio", "Write chan", func() error { return npyio.Write(&bytes.Buffer{}, make(chan int)) })
	add("npyio", "Write map", func() error { return npyio.Write(&bytes.Buffer{}, map[string]int{}) })

	// gpustack/gguf-parser-go: GGUF files that do not parse.
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"magic", []byte("NOPE0000000000000000000000")}, {"short", []byte("GG")}, {"version", []byte("GGUF\x09\x00\x00\x00")},
		{"counts", []byte("GGUF\x03\x00\x00\x00\x01")}, {"empty", nil},
		{"kv", append([]byte("GGUF\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00"), 0xff, 0xff)},
	} {
		cc := c
		add("gguf", "ParseGGUFFile "+cc.name, func() error { _, err := gguf.ParseGGUFFile(tempFile("x.gguf", string(cc.data))); return err })
	}
	add("gguf", "ParseGGUFFile missing", func() error { _, err := gguf.ParseGGUFFile("/nonexistent/x.gguf"); return err })

	// tidwall/sjson: paths and documents that cannot be set.
	each("sjson", "Set", []string{"", "a.#", "a..b", "a|b", "a.#(b==1)", "a.@this", "a.*"},
		func(p string) error { _, err := sjson.Set("{\"a\":[1]}", p, 1); return err })
	add("sjson", "Set bad value", func() error { _, err := sjson.Set("{}", "a", make(chan int)); return err })
	add("sjson", "Delete complex", func() error { _, err := sjson.Delete("{\"a\":1}", "a|b"); return err })
	add("sjson", "SetRaw not object", func() error { _, err := sjson.SetRaw("1", "a.b", "1"); return err })

	// dop251/goja: scripts that do not compile or throw from the runtime.
	each("goja", "RunString", []string{"var = 1", "null.x", "nope", "JSON.parse('{')", "new Array(-1)", "(1).toFixed(200)",
		"Symbol() + ''", "decodeURI('%')", "undefined()", "new (function(){ return 1 })().x.y", "'use strict'; x = 1",
		"class A { constructor() { this.x } } A()", "let a; let a;", "[].reduce((a, b) => a)", "Object.defineProperty(1, 'a', {})",
		"new Proxy({}, null)", "BigInt(1.5)", "1n + 1", "''.repeat(-1)", "new Date(NaN).toISOString()", "/(/", "({}).x.y = 1",
		"Object.freeze([]).push(1)", "new Intl()", "function f() { f() } f()", "JSON.stringify(1n)", "new Uint8Array(-1)",
		"String.fromCodePoint(-1)", "'a'.normalize('x')", "Reflect.ownKeys(1)"},
		func(s string) error {
			vm := goja.New()
			vm.SetMaxCallStackSize(1000)
			_, err := vm.RunString(s)
			return err
		})
	add("goja", "Compile bad", func() error { _, err := goja.Compile("x.js", "function (", false); return err })
	add("goja", "ExportTo mismatch", func() error {
		vm := goja.New()
		var v int
		return vm.ExportTo(vm.ToValue("x"), &v)
	})

	// a-h/parse: parsers built from bad patterns.
	add("ahparse", "Regexp", func() error { _, err := ahparse.Regexp("("); return err })
	add("ahparse", "MustRegexp", func() error { ahparse.MustRegexp("[a"); return nil })

	return cs
}
