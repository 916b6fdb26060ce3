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
    /// `forWriting` false (report, export, show, diagnose) reads a session another process
    /// may be running, without taking its lock, read-only (also in a read-only folder);
    /// such an engine must not be run. Reading needs only the session file and its dataset
    /// or problem folder: the cuda or slurm backend is not started
    /// (core/backend/RecordedOnlyBackend: no GPU, no cluster), and an LLM session's
    /// endpoint, API key and prior file are not needed (its generator and surrogate are
    /// stand-ins that never run). Running (`forWriting`) needs them all, and an unset key
    /// variable is an InputError naming it.
    static std::unique_ptr<Engine> resume(const std::string& sessionPath, bool forWriting = true,
                                          std::shared_ptr<LlmActivity> llm = nullptr);

    /// Throws the InputError that resume(sessionPath) would throw, without taking the lock,
    /// starting a backend or sending anything: the file, its configuration and rows, the
    /// dataset or problem folder, the prior (unchanged), the LLM endpoint and its key
    /// variable. Only the GPU or cluster of a cuda or slurm session is not checked.
    static void checkResumable(const std::string& sessionPath);

    /// Checks the names in a config ("replay", "tuner", "features", "puct", ...); throws
    /// InputError(origin, field, ...) naming the offending option.
    static void validate(const SessionConfig& config, const std::string& origin);
};

} // namespace augur
