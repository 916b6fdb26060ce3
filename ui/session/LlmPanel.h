#pragma once
#include "core/llm/client/LlmActivity.h"
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QTableWidget;
class QTimer;

namespace augur::ui {

class SessionContext;

/// The LLM dock: what the session's LLM client is doing. The endpoint and model; requests
/// done, in flight and failed; retries; latency (mean, p50, p95, max); tokens in and out
/// (reasoning included in out); the cost at the profile's prices; what the generator's
/// new candidates cost (requests, tokens and cost per new candidate) and why it stopped
/// asking; the forecast requests per candidate and the candidates left without a
/// forecast; the caps; the replies
/// that got no answer or were rejected, with their reason (activating a row selects its
/// candidate); and the reasoning of the selected candidate's LLM forecast, streamed while
/// its request is in flight, else the reasoning stored with the forecast.
///
/// The panel reads LlmActivity::snapshot() four times a second while it is visible (a
/// mutex-guarded copy; the engine thread is never waited on), and redraws only when the
/// snapshot's version changed.
class LlmPanel : public QWidget {
    Q_OBJECT
public:
    explicit LlmPanel(QWidget* parent = nullptr);

    /// The session's activity (null: the session uses no LLM) and its settings.
    void setSession(std::shared_ptr<const LlmActivity> activity, const SessionConfig& config);
    /// Follows `context` from now on: shows its selected candidate, again whenever it
    /// changes. `context` must outlive the panel.
    void bind(const SessionContext& context);
    /// The selected candidate (null: none): its forecast's stored reasoning is shown when
    /// no request about it is in flight.
    void showCandidate(const Candidate* candidate);
    /// Reads the activity now (the timer calls it while the panel is visible).
    void refresh();

    /// The snapshot shown last.
    const LlmActivitySnapshot& shown() const { return shown_; }
    /// Whether the reasoning shown is still arriving.
    bool reasoningStreaming() const { return shown_.textLive && shown_.textFound; }

Q_SIGNALS:
    /// A row of the rejected replies was activated: its candidate.
    void candidateActivated(qint64 id);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void hideEvent(QHideEvent* e) override;

private:
    void retranslate();
    void redraw();
    void redrawRejections();
    void redrawReasoning();
    /// The generator and forecast rows (requests per new candidate, per forecast candidate).
    void redrawPerCandidate();
    /// The "Per new best" row: cost per accepted improvement.
    void redrawImprovements();

    std::shared_ptr<const LlmActivity> activity_;
    SessionConfig config_;
    LlmActivitySnapshot shown_;
    bool drawnOnce_ = false;
    std::int64_t rejectionsDrawn_ = -1; ///< rejectedTotal when the table was last filled
    CandidateId selected_ = kNoCandidate;
    QString storedReasoning_; ///< the selected candidate's forecast reasoning
    QTimer* timer_;
    QLabel* endpoint_;
    QLabel* requests_;
    QLabel* retries_;
    QLabel* latency_;
    QLabel* tokens_;
    QLabel* cost_;
    QLabel* caps_;
    QLabel* generator_;
    QLabel* perNew_; ///< requests, tokens and cost per new candidate
    QLabel* improvement_ = nullptr; ///< cost per new best (CostAccounting)
    QLabel* improvementName_ = nullptr;
    const SessionContext* context_ = nullptr;
    std::pair<std::size_t, std::size_t> improvementKey_{0, 0}; ///< candidates, measured when last counted
    QLabel* forecasts_;
    QLabel* rejectedTitle_;
    QTableWidget* rejections_;
    QLabel* reasoningTitle_;
    QPlainTextEdit* reasoning_;
    QLabel* requestsName_;
    QLabel* retriesName_;
    QLabel* latencyName_;
    QLabel* tokensName_;
    QLabel* costName_;
    QLabel* capsName_;
    QLabel* generatorName_;
    QLabel* perNewName_;
    QLabel* forecastsName_;
};

} // namespace augur::ui
