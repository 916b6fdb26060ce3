#pragma once
#include "core/datasets/EvaluationDataset.h"

#include <string>

namespace augur {

/// Reads Augur's own export (`augur-cli export`, one JSON record per candidate; see
/// core/model/CandidateJson.h exportRecord) as an evaluation dataset.
///
/// Only measured candidates are kept (records whose "measurement" is null are skipped),
/// and only those with "parameters" or a "source"; the session's root (origin
/// "reference", S = 1 by definition) is left out. Records are grouped into problems by "problem"; the
/// parameter space of a problem is the names of its first record's "parameters" and the
/// sorted distinct values seen. The recorded forecast stays on each candidate, so the
/// session's own forecasts can be scored as they were made.
class AugurExportImporter {
public:
    /// Reads `path` (JSONL, or a JSON array of the same records; gzip is inflated).
    /// Throws InputError naming the file and "line N.field" for a record that is not an
    /// object, has no "problem", a "bin_scheme" other than gf-v2, a parameter that is not
    /// a number or not in the problem's first record, a malformed measurement or
    /// forecast, a successful measurement without a positive finite speedup, or a "bin"
    /// that does not match the speedup; and for a file without any measured candidate.
    static EvaluationDataset load(const std::string& path);

    /// Parses already read text; `path` names the file in messages.
    static EvaluationDataset parse(const std::string& text, const std::string& path);
};

} // namespace augur
