#pragma once
// A problem's workload shapes (Problem::workload) as the measurement sees them: the problem
// at one shape, and one candidate's per-shape measurements folded into the workload's
// (docs/measurement.md, "Workload shapes").
#include "core/model/Measurement.h"
#include "core/model/Problem.h"

#include <cstddef>
#include <vector>

namespace augur {

/// The most shapes a workload may list.
inline constexpr std::size_t kMaxWorkloadShapes = 16;

/// `problem` at workload shape `shape`: its sizes, no workload of its own, and its
/// check_sizes only at the first shape (the other shapes are themselves other sizes).
Problem problemAtShape(const Problem& problem, std::size_t shape);

/// One measurement of the workload from the measurements of one candidate at each shape
/// (`perShape[i]` at `problem.workload[i]`):
/// - a failure at any shape fails the whole, with the first failure's status and its
///   reason prefixed by the shape ("at M=4096 N=4096 K=4032: ...");
/// - S is the weighted geometric mean exp(Σ wᵢ ln Sᵢ / Σ wᵢ), and its interval the same
///   mean of the ends widened for independent shapes: the log half-widths add as
///   sqrt(Σ (wᵢ/W)² hᵢ²) on each side;
/// - times are weighted sums (ms of the workload: Σ wᵢ tᵢ), energy likewise;
/// - the report is the first shape's, with "workload" (per shape: sizes, weight, times,
///   S, interval, achieved rates) and the whole workload's nominal rates (Σ FLOPs and
///   Σ bytes over Σ time, unweighted) in place of the first shape's.
/// An unmeasured shape (a lost job) leaves the whole unmeasured, with its reason.
/// Suspicion (S above 10x): the harness confirms it at the first shape only, the one with
/// check_sizes; confirmed there, the whole is not suspicious; otherwise it is when any
/// shape is.
Measurement combineWorkload(const Problem& problem, const std::vector<Measurement>& perShape);

} // namespace augur
