#pragma once
#include "core/session/LiveSession.h"
#include "ui/session/EngineEventInbox.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace augur {
struct UserCandidateRequest; // core/source/UserCandidate.h
} // namespace augur

namespace augur::ui {

/// Owns a LiveSession (the engine behind its command/event seam) and bridges it to the GUI
/// thread: each engine event is copied on the
/// engine thread into an inbox, and a queued call guarded by a QPointer (events that
/// arrive after this object is gone are dropped) delivers the inbox here, where a burst
/// of events is re-emitted as Qt signals with its changed candidates merged into one
/// candidatesChanged. Commands are posted to the engine's queue; the GUI thread never
/// waits for the engine.
class EngineController : public QObject {
    Q_OBJECT
public:
    /// Takes the session before it is started; reads its problem and config once.
    explicit EngineController(std::unique_ptr<LiveSession> session, QObject* parent = nullptr);
    ~EngineController() override;

    /// The problem and config as they were when the session opened.
    const Problem& problem() const { return problem_; }
    const SessionConfig& config() const { return config_; }
    /// The session file, or empty for a session kept in memory only.
    const QString& sessionPath() const { return sessionPath_; }
    /// Seconds the session has run (earlier runs included), as of the last event.
    double elapsedSeconds() const { return elapsed_; }

    bool isStarted() const { return started_; }
    bool isPaused() const { return paused_; }
    bool isFinished() const { return finished_; }
    /// Deferral threshold in force, as last reported by the engine (ThresholdChanged).
    double thresholdInForce() const { return threshold_; }
    const SessionStats& stats() const { return stats_; }
    /// What the session's LLM client is doing (LlmActivity; views poll it), or null for a
    /// session without an LLM.
    std::shared_ptr<const LlmActivity> llmActivity() const { return session_ ? session_->llmActivity() : nullptr; }
    /// What the session's cluster backend (slurm) is doing (ClusterActivity; views poll it),
    /// or null for a session that measures on this machine or replays.
    std::shared_ptr<const ClusterActivity> clusterActivity() const {
        return session_ ? session_->clusterActivity() : nullptr;
    }
    /// Whether the session's backend can measure a new source (a replay cannot).
    bool measuresSource() const { return session_ && session_->measuresSource(); }

public Q_SLOTS:
    /// Starts the engine thread (once).
    void start();
    /// Asks the engine for a new deferral threshold; thresholdChanged says when it is in force.
    void requestThreshold(double t);
    void overrideCandidate(qint64 id, augur::OverrideKind kind);
    void expandFrom(qint64 id);
    /// Adds the engineer's own candidate (measured next, budget or not); answered by
    /// candidateRequestAnswered with the request's tag.
    void submitCandidate(const augur::UserCandidateRequest& request);
    /// Raises (or lowers) the GPU measurement budget of the running session.
    void setMeasurementBudget(int maxMeasurements);
    void pause();
    void resume();
    void stop();
    /// Deletes this controller once its engine has returned: at once when it never started
    /// or has finished, else after the engine finishes its step and commits (nobody waits).
    void retire();

Q_SIGNALS:
    /// The whole tree (new or resumed session).
    /// The receiver may take the candidates (move from the vector): a session of 100,000
    /// candidates is then never deep-copied on the GUI thread. Connect one receiver only.
    void candidatesReset(std::vector<augur::Candidate>& candidates);
    /// The session's vendor baseline as the engine started with it (Session::baseline),
    /// emitted just before candidatesReset.
    void vendorBaselineKnown(const std::optional<augur::VendorBaseline>& baseline);
    /// Candidates added or changed since the last event.
    void candidatesChanged(const std::vector<augur::Candidate>& candidates);
    void logLine(const QString& text, double t);
    /// A log line the engineer must see (core's isNotice: budget exhausted, decisions
    /// changed by a retrain, an Expand that found nothing, a refused candidate).
    void notice(const QString& text);
    /// The warm start's prior changed weight (the "prior" log line).
    void priorNote(const QString& text);
    void statsChanged(const augur::SessionStats& stats);
    /// The threshold in force changed (the engine's ThresholdChanged).
    void thresholdChanged(double threshold);
    void pausedChanged(bool paused);
    void finished(const QString& reason);
    void errorOccurred(const QString& message);
    /// Answer to submitCandidate: `id` is the new candidate, or -1 when refused; then
    /// `field` ("source", "launches[0].kernel", "backend", ...), `line` (1-based source
    /// line, 0 when none) and `reason` say why.
    void candidateRequestAnswered(quint64 tag, qint64 id, const QString& field, int line, const QString& reason);

private:
    void drain();

    std::unique_ptr<LiveSession> session_;
    std::shared_ptr<EngineEventInbox> inbox_; ///< shared with the engine thread's listener
    Problem problem_;
    SessionConfig config_;
    SessionStats stats_;
    QString sessionPath_;
    double elapsed_ = 0.0;
    double threshold_ = 0.0;
    bool started_ = false;
    bool paused_ = false;
    bool finished_ = false;
};

} // namespace augur::ui
