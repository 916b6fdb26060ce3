#pragma once
#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/TuningDataset.h"

#include <string>

namespace augur {

/// Turns a recorded tuning space (core/datasets/TuningDataset.h: T4, Kernel Tuner cache or
/// Augur dataset) into an evaluation dataset of one problem.
///
/// - Kernel Tuner files (T4 and cache): every record is a candidate with its configuration; S is the
///   reference's median time over the record's (the reference: the first valid record,
///   as in a replayed session), failures keep their invalidity as the reason.
/// - Augur's own datasets (an "augur" section): S is the recorded paired speedup against
///   the plain reference kernel, and the problem is rebuilt in full from the section
///   (sizes, buffers, launch plans, template and reference sources, through ProblemLoader)
///   so that compile-time features can resolve each configuration's launch plan; the
///   harness report of each record (ptxas registers, shared memory) stays in
///   Measurement::details.
class TuningDatasetImporter {
public:
    /// Reads `path` (gzip or plain). Throws InputError naming the file and the field.
    static EvaluationDataset load(const std::string& path);

    /// Converts an already loaded dataset; `path` is the origin used in messages.
    static EvaluationDataset fromDataset(const TuningDataset& recorded, const std::string& path);
};

} // namespace augur
