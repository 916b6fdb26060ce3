#pragma once
// What the GUI holds of a running session: the engine behind its command/event seam. The
// GUI posts EngineCommands and receives EngineEvents; it never calls the engine directly,
// so ui/ depends on this facade and the seam's two types, not on core/engine/Engine.h.
#include "core/engine/EngineCommand.h"
#include "core/engine/EngineEvent.h"
#include "core/model/Problem.h"
#include "core/model/SessionConfig.h"

#include <functional>
#include <memory>
#include <string>

namespace augur {

class ClusterActivity;
class Engine;
class LlmActivity;

/// One session, built by SessionFactory and run by its Engine on the engine's own thread.
class LiveSession {
public:
    /// Takes an engine that has not been started.
    explicit LiveSession(std::unique_ptr<Engine> engine);
    /// Stops the engine thread and joins it (a replay delay in progress ends at once).
    ~LiveSession();
    LiveSession(const LiveSession&) = delete;
    LiveSession& operator=(const LiveSession&) = delete;

    /// A new session (SessionFactory::create): `sessionPath` empty keeps it in memory only.
    /// Throws InputError for a bad config or file, std::runtime_error otherwise.
    static std::unique_ptr<LiveSession> create(const SessionConfig& config, const std::string& sessionPath);
    /// Continues a session file (SessionFactory::resume), taking its lock.
    static std::unique_ptr<LiveSession> resume(const std::string& sessionPath);

    /// The problem and config as they were when the session opened (read before start()).
    const Problem& problem() const { return problem_; }
    const SessionConfig& config() const { return config_; }
    /// The session file, or empty for a session kept in memory only.
    const std::string& sessionPath() const { return sessionPath_; }

    /// What the session's LLM client is doing (thread-safe; views poll its snapshot), or
    /// null for a session without an LLM.
    std::shared_ptr<const LlmActivity> llmActivity() const { return llm_; }

    /// What a cluster backend (slurm) is doing: its jobs, nodes, GPUs, rate and faults
    /// (thread-safe; views poll its snapshot), or null for a backend on this machine.
    std::shared_ptr<const ClusterActivity> clusterActivity() const { return cluster_; }

    /// Whether the session's backend measures a new source (MeasurementBackend::measuresSource:
    /// a replay does not). Fixed for the session, so readable from any thread.
    bool measuresSource() const { return measuresSource_; }

    /// Receives every event, on the engine thread; set before start().
    void setListener(std::function<void(const EngineEvent&)> listener);
    /// Receives every event to keep (moved, not copied), on the engine thread, instead of
    /// the listener; set before start().
    void setSink(std::function<void(EngineEvent&&)> sink);
    /// Starts the engine thread (once).
    void start();
    /// Queues a command; the engine applies it between steps. Never blocks.
    void post(const EngineCommand& command);
    /// Asks the engine to stop as soon as it can (also ends a replay delay in progress).
    void requestStop();

private:
    std::unique_ptr<Engine> engine_;
    Problem problem_;
    SessionConfig config_;
    std::string sessionPath_;
    std::shared_ptr<LlmActivity> llm_;
    std::shared_ptr<const ClusterActivity> cluster_;
    bool measuresSource_ = false;
};

} // namespace augur
