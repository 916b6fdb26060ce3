#pragma once
// The measure job of a problem's vendor baseline (docs/measurement.md, "Vendor baselines").
#include "core/problem/MeasureJob.h"

namespace augur {

/// The job that times `problem`'s vendor baseline (Problem::baseline) as the candidate
/// against the reference, with the same protocol as any candidate: correctness over the
/// seeds (tolerance and the float64 precision check), interleaved cold-L2 samples. Its S is
/// reference time / library time. Not checked at other sizes: the call's parameters are
/// checked at the problem's size, and the library's correctness elsewhere is not ours to
/// judge. Throws InputError when the problem has no baseline or it does not resolve.
MeasureJob resolveBaselineJob(const Problem& problem, const MeasureSettings& settings);

} // namespace augur
