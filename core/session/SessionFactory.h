#pragma once
#include "core/engine/Engine.h"
#include "core/llm/client/LlmActivity.h"
#include "core/model/SessionConfig.h"

#include <memory>
#include <string>

namespace augur {

/// Builds engines from a SessionConfig: loads the dataset or problem, and creates the
/// backend, generator and surrogate the config names.
class SessionFactory {
public:
    /// A new session. `sessionPath` empty = no session file. Throws InputError for a
    /// malformed dataset (naming file and field) or an existing session file, before
    /// anything is written, so no earlier session is touched.
    /// `llm`, when given, receives the LLM client's activity (a session without an LLM
    /// leaves it untouched); without one an LLM session keeps its own, for its caps.
    static std::unique_ptr<Engine> create(const SessionConfig& config, const std::string& sessionPath,
                                          std::shared_ptr<LlmActivity> llm = nullptr);

    /// Continues a session file. Throws InputError for a missing or corrupt file.
    /// `forWriting` false (report, export, diagnose) reads a session another process may
    /// be running, without taking its lock; such an engine must not be run. Its cuda or
    /// slurm backend is not started (core/backend/RecordedOnlyBackend): reading needs no
    /// GPU and no cluster.
    static std::unique_ptr<Engine> resume(const std::string& sessionPath, bool forWriting = true,
                                          std::shared_ptr<LlmActivity> llm = nullptr);

    /// Checks the names in a config ("replay", "tuner", "features", "puct", ...); throws
    /// InputError(origin, field, ...) naming the offending option.
    static void validate(const SessionConfig& config, const std::string& origin);
};

} // namespace augur
