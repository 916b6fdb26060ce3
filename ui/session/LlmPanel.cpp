#include "ui/session/LlmPanel.h"

#include "ui/base/Column.h"
#include "ui/base/CoreText.h"
#include "core/analysis/CostAccounting.h"
#include "ui/base/SessionContext.h"

#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace augur::ui {

namespace {
constexpr int kRefreshMs = 250;
enum Column { ColTime, ColCandidate, ColRequest, ColKind, ColReason, ColumnCount };

QString number(std::int64_t n) { return QLocale().toString(static_cast<qlonglong>(n)); }
QString ms(double v) { return QLocale().toString(v, 'f', 0); }
} // namespace

LlmPanel::LlmPanel(QWidget* parent)
    : QWidget(parent), timer_(new QTimer(this)), endpoint_(new QLabel), requests_(new QLabel), retries_(new QLabel),
      latency_(new QLabel), tokens_(new QLabel), cost_(new QLabel), caps_(new QLabel), rejectedTitle_(new QLabel),
      rejections_(new QTableWidget(0, ColumnCount)), reasoningTitle_(new QLabel), reasoning_(new QPlainTextEdit),
      requestsName_(new QLabel), retriesName_(new QLabel), latencyName_(new QLabel), tokensName_(new QLabel),
      costName_(new QLabel), capsName_(new QLabel) {
    generator_ = new QLabel;
    perNew_ = new QLabel;
    improvement_ = new QLabel;
    improvementName_ = new QLabel;
    improvement_->setObjectName(QStringLiteral("llmPerImprovement"));
    improvement_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    forecasts_ = new QLabel;
    generatorName_ = new QLabel;
    perNewName_ = new QLabel;
    forecastsName_ = new QLabel;
    generator_->setObjectName(QStringLiteral("llmGenerator"));
    perNew_->setObjectName(QStringLiteral("llmPerNewCandidate"));
    forecasts_->setObjectName(QStringLiteral("llmForecasts"));
    // Short lines, never wrapped, at their full height (a short dock shrinks the table of
    // replies, never these lines); a narrow dock clips them, and the tooltip has the whole text.
    for (QLabel* l : {generator_, perNew_, forecasts_}) l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setObjectName(QStringLiteral("llmPanel"));
    endpoint_->setObjectName(QStringLiteral("llmEndpoint"));
    requests_->setObjectName(QStringLiteral("llmRequests"));
    retries_->setObjectName(QStringLiteral("llmRetries"));
    latency_->setObjectName(QStringLiteral("llmLatency"));
    tokens_->setObjectName(QStringLiteral("llmTokens"));
    cost_->setObjectName(QStringLiteral("llmCost"));
    caps_->setObjectName(QStringLiteral("llmCaps"));
    rejectedTitle_->setObjectName(QStringLiteral("llmRejectedTitle"));
    rejections_->setObjectName(QStringLiteral("llmRejections"));
    reasoningTitle_->setObjectName(QStringLiteral("llmReasoningTitle"));
    reasoning_->setObjectName(QStringLiteral("llmReasoning"));
    endpoint_->setWordWrap(true);
    endpoint_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cost_->setWordWrap(true);
    caps_->setWordWrap(true);
    rejections_->verticalHeader()->hide();
    rejections_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    rejections_->setSelectionBehavior(QAbstractItemView::SelectRows);
    rejections_->setSelectionMode(QAbstractItemView::SingleSelection);
    rejections_->horizontalHeader()->setStretchLastSection(true);
    rejections_->setWordWrap(false);
    // Room for a few rows under the header even when the dock is short.
    rejections_->setMinimumHeight(rejections_->horizontalHeader()->sizeHint().height() +
                                  5 * rejections_->verticalHeader()->defaultSectionSize());
    reasoning_->setReadOnly(true);
    reasoning_->setMaximumBlockCount(20000);

    auto* numbers = new QWidget;
    auto* form = new QFormLayout(numbers);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(requestsName_, requests_);
    form->addRow(retriesName_, retries_);
    form->addRow(latencyName_, latency_);
    form->addRow(tokensName_, tokens_);
    form->addRow(costName_, cost_);
    form->addRow(generatorName_, generator_);
    form->addRow(perNewName_, perNew_);
    form->addRow(improvementName_, improvement_);
    form->addRow(forecastsName_, forecasts_);
    form->addRow(capsName_, caps_);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(column({endpoint_, numbers, rejectedTitle_, rejections_}));
    split->addWidget(column({reasoningTitle_, reasoning_}));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    timer_->setInterval(kRefreshMs);
    connect(timer_, &QTimer::timeout, this, &LlmPanel::refresh);
    connect(rejections_, &QTableWidget::cellActivated, this, [this](int row, int) {
        const QTableWidgetItem* item = rejections_->item(row, ColCandidate);
        if (!item) return;
        const qint64 id = item->data(Qt::UserRole).toLongLong();
        if (id >= 0) Q_EMIT candidateActivated(id);
    });
    retranslate();
}

void LlmPanel::setSession(std::shared_ptr<const LlmActivity> activity, const SessionConfig& config) {
    activity_ = std::move(activity);
    config_ = config;
    shown_ = LlmActivitySnapshot{};
    drawnOnce_ = false;
    rejectionsDrawn_ = -1;
    selected_ = kNoCandidate;
    storedReasoning_.clear();
    if (activity_ && isVisible())
        timer_->start();
    else
        timer_->stop();
    refresh();
}

void LlmPanel::bind(const SessionContext& context) {
    context_ = &context;
    improvementKey_ = {0, 0};
    auto show = [this, &context] { showCandidate(context.candidate(context.selected())); };
    context.followSelection(this, show);
    show();
}

void LlmPanel::showCandidate(const Candidate* candidate) {
    const CandidateId id = candidate ? candidate->id : kNoCandidate;
    const QString stored =
        candidate && candidate->forecast ? CoreText::forecastReasoning(*candidate->forecast) : QString();
    if (id == selected_ && stored == storedReasoning_) return;
    selected_ = id;
    storedReasoning_ = stored;
    drawnOnce_ = false; // the text follows the selection at once, not at the next tick
    refresh();
}

void LlmPanel::refresh() {
    if (!activity_) {
        if (!drawnOnce_) redraw();
        return;
    }
    LlmActivitySnapshot s = activity_->snapshot(selected_);
    if (drawnOnce_ && s.version == shown_.version) {
        // Nothing new; in-flight times still advance, which the counts do not show.
        return;
    }
    shown_ = std::move(s);
    redraw();
}

void LlmPanel::redraw() {
    drawnOnce_ = true;
    const bool llm = activity_ != nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{
             requests_,    retries_,       latency_,    tokens_,     cost_,      caps_,          requestsName_,
             retriesName_, latencyName_,   tokensName_, costName_,   capsName_,  rejectedTitle_, rejections_,
             generator_,   generatorName_, perNew_,     perNewName_, forecasts_, forecastsName_})
        w->setVisible(llm);
    if (!llm) {
        endpoint_->setText(tr("This session uses no LLM (generator: %1, surrogate: %2). File > New session… "
                              "chooses an LLM generator or surrogate and its endpoint.")
                               .arg(QString::fromUtf8(kGeneratorKinds.name(config_.generator).data()),
                                    QString::fromUtf8(kSurrogateKinds.name(config_.surrogate).data())));
        redrawReasoning();
        return;
    }
    const LlmActivitySnapshot& s = shown_;
    const LlmUsageSnapshot& u = s.usage;
    endpoint_->setText(tr("Endpoint %1: %2 at %3 (generator: %4, surrogate: %5)")
                           .arg(QString::fromStdString(s.endpointName), QString::fromStdString(s.model),
                                QString::fromStdString(s.baseUrl),
                                QString::fromUtf8(kGeneratorKinds.name(config_.generator).data()),
                                QString::fromUtf8(kSurrogateKinds.name(config_.surrogate).data())));
    requests_->setText(
        tr("%1 done, %2 in flight, %3 without a reply")
            .arg(number(u.requests), number(static_cast<std::int64_t>(s.live.size())), number(u.failures)));
    const std::int64_t retries = std::max<std::int64_t>(0, u.attempts - u.requests);
    retries_->setText(tr("%1 (HTTP attempts: %2; truncated replies: %3)")
                          .arg(number(retries), number(u.attempts), number(u.truncated)));
    latency_->setText(u.requests == 0
                          ? tr("— (no request has finished)")
                          : tr("mean %1 ms · p50 %2 ms · p95 %3 ms · max %4 ms")
                                .arg(ms(u.latencyMeanMs), ms(u.latencyP50Ms), ms(u.latencyP95Ms), ms(u.latencyMaxMs)));
    tokens_->setText(tr("%1 in · %2 out (%3 of them reasoning)")
                         .arg(number(u.promptTokens), number(u.completionTokens), number(u.reasoningTokens)));
    cost_->setText(s.cost ? tr("%1 at the profile's prices").arg(QLocale().toString(*s.cost, 'f', 4))
                          : tr("not priced: set price_input_per_mtok and price_output_per_mtok in the endpoint "
                               "profile (docs/llm.md)"));
    QString caps;
    auto cap = [](std::int64_t used, std::int64_t max) {
        return max > 0 ? tr("%1 of %2").arg(number(used), number(max)) : tr("%1 (no cap)").arg(number(used));
    };
    caps = tr("requests %1 · tokens %2")
               .arg(cap(s.begun, s.maxRequests), cap(u.promptTokens + u.completionTokens, s.maxTokens));
    // A cap reached, or the generator's stop ("the LLM proposed nothing new in 5 replies").
    if (!s.capReached.empty()) caps += QStringLiteral("\n") + CoreText::translate(s.capReached);
    caps_->setText(caps);
    caps_->setStyleSheet(s.capReached.empty() ? QString() : QStringLiteral("color: #c62828"));
    redrawPerCandidate();
    rejectedTitle_->setText(tr("Replies without an answer or rejected: %1").arg(number(s.rejectedTotal)));
    if (s.rejectedTotal != rejectionsDrawn_) redrawRejections();
    redrawReasoning();
}

void LlmPanel::redrawImprovements() {
    // What one new best cost (core/analysis/CostAccounting): recounted only when the
    // session's candidates or measurements changed, not at every tick of the activity.
    const bool generates = config_.generator == GeneratorKind::Llm && context_;
    improvement_->setVisible(generates);
    improvementName_->setVisible(generates);
    if (!generates) return;
    const auto& cs = context_->candidates();
    std::size_t measured = 0;
    for (const Candidate& c : cs) measured += c.measurement ? 1 : 0;
    const std::pair<std::size_t, std::size_t> key{cs.size(), measured};
    if (key == improvementKey_) return;
    improvementKey_ = key;
    std::optional<TokenPrices> prices;
    if (shown_.pricePerMillionInput || shown_.pricePerMillionOutput)
        prices = TokenPrices{shown_.pricePerMillionInput.value_or(0.0), shown_.pricePerMillionOutput.value_or(0.0)};
    const auto imps = improvements(cs, prices);
    QString text = tr("no new best yet");
    if (!imps.empty()) {
        double gpu = 0, requests = 0, tokens = 0, cost = 0;
        for (const auto& i : imps) {
            gpu += i.gpuS;
            requests += i.llmRequests;
            tokens += static_cast<double>(i.tokens);
            cost += i.cost.value_or(0.0);
        }
        const double n = static_cast<double>(imps.size());
        text = tr("%n new best(s) · each %1 GPU-s, %2 requests, %3 tokens", nullptr, int(imps.size()))
                   .arg(QLocale().toString(gpu / n, 'f', 2), QLocale().toString(requests / n, 'f', 1),
                        QLocale().toString(tokens / n, 'f', 0));
        if (prices) text += QStringLiteral(" · ") + QLocale().toString(cost / n, 'f', 4);
    }
    improvement_->setText(text);
    improvement_->setToolTip(text);
}

void LlmPanel::redrawPerCandidate() {
    const LlmActivitySnapshot& s = shown_;
    const bool generates = config_.generator == GeneratorKind::Llm;
    const bool perNew = generates && s.newCandidates > 0;
    const bool forecasts = config_.surrogate != SurrogateKind::Features;
    for (QWidget* w : {static_cast<QWidget*>(generator_), static_cast<QWidget*>(generatorName_)})
        w->setVisible(generates);
    perNew_->setVisible(perNew);
    perNewName_->setVisible(perNew);
    forecasts_->setVisible(forecasts);
    forecastsName_->setVisible(forecasts);
    const auto ratio = [](double v) { return QLocale().toString(v, 'f', 2); };
    const auto show = [](QLabel* l, const QString& text) {
        l->setText(text);
        l->setToolTip(text);
    };
    if (generates) {
        QString text =
            tr("%1 new candidates from %2 requests").arg(number(s.newCandidates), number(s.generationRequests));
        if (!s.generatorStop.empty()) text += QStringLiteral(" · ") + tr("stopped asking");
        show(generator_, text);
    }
    if (perNew) {
        const double n = static_cast<double>(s.newCandidates);
        const double tokens = static_cast<double>(s.usage.promptTokens + s.usage.completionTokens);
        QString text =
            tr("%1 requests · %2 tokens")
                .arg(ratio(static_cast<double>(s.usage.requests) / n), QLocale().toString(tokens / n, 'f', 0));
        if (s.cost) text += QStringLiteral(" · ") + QLocale().toString(*s.cost / n, 'f', 4);
        show(perNew_, text);
    }
    redrawImprovements();
    if (forecasts) {
        QString text;
        if (s.forecastCandidates == 0) {
            text = tr("no forecast asked for yet");
        } else {
            const double n = static_cast<double>(s.forecastCandidates);
            text = tr("%1 candidates · %2 requests each · at most %3 HTTP attempts")
                       .arg(number(s.forecastCandidates), ratio(static_cast<double>(s.forecastRequests) / n),
                            number(s.forecastMostAttempts));
        }
        if (s.noForecast > 0)
            text += QStringLiteral("\n") +
                (config_.surrogate == SurrogateKind::Ensemble
                     ? tr("%1 without an LLM forecast: the features model alone")
                     : tr("%1 without a forecast: measured, never accepted on it"))
                    .arg(number(s.noForecast));
        show(forecasts_, text);
    }
}

void LlmPanel::redrawRejections() {
    rejectionsDrawn_ = shown_.rejectedTotal;
    const auto& list = shown_.rejections;
    const bool atEnd = rejections_->verticalScrollBar()->value() == rejections_->verticalScrollBar()->maximum();
    rejections_->setRowCount(static_cast<int>(list.size()));
    for (int row = 0; row < static_cast<int>(list.size()); ++row) {
        const LlmRejection& r = list[std::size_t(row)];
        auto set = [&](int col, const QString& text) {
            auto* item = rejections_->item(row, col);
            if (!item) {
                item = new QTableWidgetItem;
                rejections_->setItem(row, col, item);
            }
            item->setText(text);
            return item;
        };
        set(ColTime, QLocale().toString(r.t, 'f', 1));
        const QString subject = r.subject < 0 ? QStringLiteral("—")
            : r.tag == "generate"             ? tr("child of #%1").arg(r.subject)
                                              : QStringLiteral("#%1").arg(r.subject);
        set(ColCandidate, subject)->setData(Qt::UserRole, static_cast<qlonglong>(r.subject));
        set(ColRequest,
            r.tag == "generate"       ? tr("generate")
                : r.tag == "forecast" ? tr("forecast")
                                      : QString::fromStdString(r.tag));
        set(ColKind, r.noReply ? tr("no reply") : tr("rejected"));
        const QString reason = CoreText::translate(r.reason);
        set(ColReason, reason)->setToolTip(reason);
    }
    if (atEnd) rejections_->scrollToBottom(); // follow new rows unless the engineer scrolled up
}

void LlmPanel::redrawReasoning() {
    QString title, text;
    if (selected_ == kNoCandidate) {
        title = tr("Select a candidate to read the reasoning of its forecast.");
    } else if (shown_.textFound && shown_.textLive) {
        title = tr("Reasoning of #%1's forecast (arriving…)").arg(selected_);
        text = QString::fromStdString(shown_.reasoning);
        if (!shown_.content.empty())
            text += QStringLiteral("\n\n— %1 —\n").arg(tr("answer")) + QString::fromStdString(shown_.content);
    } else if (!storedReasoning_.isEmpty()) {
        title = tr("Reasoning of #%1's forecast").arg(selected_);
        text = storedReasoning_;
    } else {
        title = tr("#%1 has no forecast reasoning yet.").arg(selected_);
    }
    reasoningTitle_->setText(title);
    if (reasoning_->toPlainText() == text) return;
    QScrollBar* bar = reasoning_->verticalScrollBar();
    const bool follow = bar->value() == bar->maximum();
    reasoning_->setPlainText(text);
    if (follow) bar->setValue(bar->maximum()); // streaming text scrolls along unless the engineer scrolled up
}

void LlmPanel::retranslate() {
    requestsName_->setText(tr("Requests:"));
    retriesName_->setText(tr("Retries:"));
    latencyName_->setText(tr("Latency:"));
    tokensName_->setText(tr("Tokens:"));
    costName_->setText(tr("Cost:"));
    capsName_->setText(tr("Caps:"));
    generatorName_->setText(tr("Generator:"));
    perNewName_->setText(tr("Per new candidate:"));
    improvementName_->setText(tr("Per new best:"));
    improvementName_->setToolTip(tr("What was spent between one best measured speedup and the next: GPU time of the "
                                    "measurements, LLM requests and tokens of the candidates written meanwhile"));
    forecastsName_->setText(tr("Forecasts:"));
    rejections_->setHorizontalHeaderLabels({tr("Time (s)"), tr("Candidate"), tr("Request"), tr("Kind"), tr("Reason")});
    drawnOnce_ = false;
    rejectionsDrawn_ = -1;
    refresh();
}

void LlmPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void LlmPanel::showEvent(QShowEvent* e) {
    if (activity_) timer_->start();
    refresh();
    QWidget::showEvent(e);
}

void LlmPanel::hideEvent(QHideEvent* e) {
    timer_->stop(); // a hidden dock costs nothing
    QWidget::hideEvent(e);
}

} // namespace augur::ui
