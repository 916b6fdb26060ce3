#pragma once
// What a session's GPU measurements cost: the median time of each phase of a measurement,
// and how many measurements a minute one GPU, and the session as it ran, got through.
// Shared by the run summary (augur-cli run, resume, report) and the GUI's status bar;
// docs/measurement.md, "Cost of a measurement", defines each figure.
#include "core/kernel/MeasurementPhases.h"
#include "core/model/Candidate.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// The cost of the GPU measurements of a session, over the measurements whose report has
/// phase times (MeasurementPhases::of); the others are only counted.
struct MeasurementThroughput {
    int counted = 0; ///< measurements with phase times, failures and the reference included
    int withoutPhases = 0; ///< measurements without: a recorded dataset without them, a failure before any worker
    /// Of the counted, those replayed from a dataset: their phases are what the dataset
    /// recorded when it was measured, not work done in this session.
    int replayed = 0;
    /// The median of each phase over the counted measurements, ms. Each is the median of
    /// its own phase, so the four parts need not add up to the median total.
    MeasurementPhases medianMs;
    /// Measurements a minute one GPU gets through at the median total: 60,000 / median
    /// total ms (0 when none is counted). The worker's time only: the search, the queue and
    /// a suspicious speedup's confirmation job are not in it.
    double perGpuPerMinute = 0.0;
    /// Measurements a minute of the session as it ran: the counted measurements that have
    /// a commit time (Measurement::finishedS), divided by the session's wall time from the
    /// start of the first (its commit time less its total, not before 0) to the commit of
    /// the last. Everything between measurements is in it (the search and retraining, LLM
    /// requests, confirmations, pauses), and so is every GPU measuring at once; a resumed
    /// session counts its runs, not the time between them. std::nullopt when no counted
    /// measurement has a commit time (sessions written before Augur stored it).
    std::optional<double> sessionPerMinute;
    int sessionMeasurements = 0; ///< measurements in sessionPerMinute
    double sessionSpanS = 0.0; ///< the wall time sessionPerMinute divides by, s

    /// Summarises every measurement of `candidates` (candidates without one are ignored).
    static MeasurementThroughput of(const std::vector<Candidate>& candidates);

    /// The run summary's "measurement_cost" object: measurements, without_phases, replayed,
    /// median_ms {compile, correctness, timing, other, total}, per_gpu_per_minute and, when
    /// known, session_per_minute, session_measurements and session_span_s. Only the counts
    /// when nothing is counted.
    nlohmann::json toJson() const;

    /// The figures in one line of English for a terminal, to follow a label such as "GPU
    /// time per measurement: ": "median 412 ms (compile 40, correctness 120, timing 230,
    /// other 22) over 57 measurements; 146/min per GPU, 131/min in this session". It says
    /// when the times are a dataset's and how many measurements had none; "unknown: ..."
    /// when no measurement has phase times, "" when there is no measurement.
    std::string describe() const;

    /// A rate as the text prints it: whole numbers from 10 up, one decimal below ("131", "2.4").
    static std::string formatRate(double perMinute);
};

} // namespace augur
