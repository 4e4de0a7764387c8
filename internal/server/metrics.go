package server

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus metrics (names prefixed sulaco_).
type metrics struct {
	handler   http.Handler
	sockets   prometheus.Gauge
	tables    prometheus.Gauge
	choices   prometheus.Counter
	ack       prometheus.Histogram
	broadcast prometheus.Histogram
	replays   prometheus.Histogram
	errors    *prometheus.CounterVec
	commit    prometheus.Histogram
	batch     prometheus.Histogram
	followed  prometheus.Counter
	catchups  prometheus.Counter
	claims    *prometheus.CounterVec
	advice    *prometheus.HistogramVec
}

// latency buckets from 0.5 ms to 2.5 s.
var latency = prometheus.ExponentialBuckets(0.0005, 2, 13)

func newMetrics(reg *prometheus.Registry, s *Server) *metrics {
	m := &metrics{
		sockets: prometheus.NewGauge(prometheus.GaugeOpts{Name: "sulaco_sockets", Help: "Open game sockets."}),
		tables:  prometheus.NewGauge(prometheus.GaugeOpts{Name: "sulaco_games_in_memory", Help: "Games held in memory."}),
		choices: prometheus.NewCounter(prometheus.CounterOpts{Name: "sulaco_choices_total", Help: "Choices committed."}),
		ack: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sulaco_choice_ack_seconds",
			Help: "From a choice's arrival to its acknowledgement (after the commit).", Buckets: latency}),
		broadcast: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sulaco_choice_broadcast_seconds",
			Help: "From a choice's arrival to its step queued for every socket of the game.", Buckets: latency}),
		replays: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sulaco_replay_seconds",
			Help: "Time to rebuild a game from its record.", Buckets: latency}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sulaco_errors_total",
			Help: "Errors and refusals by code."}, []string{"code"}),
		commit: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sulaco_commit_seconds",
			Help: "Duration of one group commit (transaction and fsync).", Buckets: latency}),
		batch: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sulaco_commit_batch_size",
			Help: "Writes sharing one group commit.", Buckets: prometheus.ExponentialBuckets(1, 2, 9)}),
		followed: prometheus.NewCounter(prometheus.CounterOpts{Name: "sulaco_followed_total",
			Help: "Choices another process stored, applied to this process's copy from the store's notes."}),
		catchups: prometheus.NewCounter(prometheus.CounterOpts{Name: "sulaco_catchups_total",
			Help: "Catch-ups that read missed entries from the store (a gap, a reconnect, a lost race)."}),
		claims: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sulaco_claims_total",
			Help: "Claims of a bot's turn or a clock's time-out, by result (won: this process acts; lost: another does, or the game moved on)."}, []string{"result"}),
		advice: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "sulaco_advice_seconds",
			Help:    "One live odds estimate, hint or odds curve, by kind (odds, hint, curve).",
			Buckets: prometheus.ExponentialBuckets(0.01, 2, 14)}, []string{"kind"}),
	}
	reg.MustRegister(m.sockets, m.tables, m.choices, m.ack, m.broadcast, m.replays, m.errors, m.commit, m.batch, m.followed, m.catchups, m.claims, m.advice)
	// A registry of our own may still want the process and Go runtime.
	reg.Register(collectors.NewGoCollector())
	reg.Register(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
	return m
}
