#pragma once
#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/T4Dataset.h"

#include <string>

namespace augur {

/// Turns a T4 file (core/datasets/T4Dataset.h) into an evaluation dataset of one problem.
///
/// - Kernel Tuner files: every record is a candidate with its configuration; S is the
///   reference's median time over the record's (the reference: the first valid record,
///   as in a replayed session), failures keep their invalidity as the reason.
/// - Augur's own datasets (an "augur" section): S is the recorded paired speedup against
///   the plain reference kernel, and the problem is rebuilt in full from the section
///   (sizes, buffers, launch plans, template and reference sources, through ProblemLoader)
///   so that compile-time features can resolve each configuration's launch plan; the
///   harness report of each record (ptxas registers, shared memory) stays in
///   Measurement::details.
class T4EvaluationImporter {
public:
    /// Reads `path` (T4, gzip or plain). Throws InputError naming the file and the field.
    static EvaluationDataset load(const std::string& path);

    /// Converts an already loaded T4 file; `path` is the origin used in messages.
    static EvaluationDataset fromT4(const T4Dataset& t4, const std::string& path);
};

} // namespace augur
