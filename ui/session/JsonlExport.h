#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/model/SessionConfig.h"

#include <QString>

#include <vector>

namespace augur::ui {

/// File > Export…: writes a session's candidates as JSONL, one core::exportRecord per
/// line in id order, the same records as `augur-cli export`. Works on the GUI's copy of
/// the candidates, so it needs no session file and never touches the engine.
class JsonlExport {
public:
    /// Writes `candidates` (any order; ids dense from 0) to `path`, replacing the file
    /// atomically. Returns false with `*error` set when the file cannot be written, or is
    /// one the session reads (its dataset, problem, prior, endpoints) or a session file.
    static bool write(const QString& path, const Problem& problem, const SessionConfig& config,
                      const std::vector<Candidate>& candidates, QString* error);
    /// The measured candidates in the augur-rl/1 schema (core/evaluation/RlExport.h), with
    /// the forecasts they had: what `augur-cli export --format rl SESSION` writes. Replaces
    /// the file atomically; false with `*error` set when it cannot be written or is one
    /// the session reads (as write()).
    static bool writeRl(const QString& path, const Problem& problem, const SessionConfig& config,
                        const std::vector<Candidate>& candidates, QString* error);
};

} // namespace augur::ui
