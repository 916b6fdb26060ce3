#pragma once
// What a speedup means beyond the reference (docs/measurement.md, "Vendor baselines"):
// the same candidate against the vendor library a user already has, and against the
// hardware's roofline. Every report (CLI summary, text report, export, the GUI's table and
// Kernel dock) reads these two numbers from here, so they agree.
#include "core/model/Session.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace augur {

/// Whether `problem`'s compute roof is the tensor cores' (an f16 or bf16 input buffer)
/// rather than FP32 on the CUDA cores.
bool usesTensorRoof(const Problem& problem);

/// The fraction of the roofline a measured candidate reaches, from its report's nominal
/// rates and the device's peaks (core/kernel/ProfileMetrics.h):
/// - with nominal FLOPs: achieved GFLOP/s over min(compute roof, intensity × DRAM roof),
///   intensity = nominal FLOPs / nominal bytes (Williams, Waterman, Patterson, "Roofline",
///   CACM 2009, eq. 1);
/// - without (a copy, a transpose): achieved GB/s over the DRAM roof.
/// std::nullopt for a failure or a report without the rates or peaks (a replayed dataset).
std::optional<double> rooflineFraction(const Measurement& m, bool tensorRoof);

/// S of `c` against the session's vendor baseline (VendorBaseline::over); std::nullopt
/// when either is not measured.
std::optional<double> speedupOverBaseline(const Session& session, const Candidate& c);

/// The per-shape table of a workload candidate (Problem::workload): per shape its label,
/// weight, S, candidate time (ms) and, with a timed vendor baseline, the library's S and
/// time and S over the library at that shape. Empty when `c` has no per-shape report.
nlohmann::json workloadTable(const Session& session, const Candidate& c);
/// The same with the library given (the GUI keeps it apart from a Session).
nlohmann::json workloadTable(const Candidate& c, const std::optional<VendorBaseline>& library);

/// The summary's "vendor_baseline" object: library, call, whether it was timed (and why
/// not), its time (ms), its S over the reference with the interval, its roofline fraction,
/// and the best candidate's S over the library ("best_over_library"). Null when the
/// session has no baseline.
nlohmann::json baselineJson(const Session& session);

} // namespace augur
