#include "ui/kernel/CandidateEditor.h"

#include "core/source/CandidateSourceView.h"
#include "ui/base/BackgroundTask.h"
#include "ui/kernel/CudaLexer.h"

#include "ui/kernel/Qsci.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace augur::ui {

namespace {

constexpr int kErrorMarker = 0;
constexpr int kWarningMarker = 1;

QsciScintilla* makeEditor(QsciLexer* lexer, QWidget* parent) {
    auto* e = new QsciScintilla(parent);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    lexer->setDefaultFont(mono);
    lexer->setFont(mono);
    e->setLexer(lexer);
    e->setUtf8(true);
    e->setMarginType(0, QsciScintilla::NumberMargin);
    e->setMarginWidth(0, QStringLiteral("00000"));
    e->setMarginLineNumbers(0, true);
    e->setTabWidth(4);
    e->setIndentationsUseTabs(false);
    e->setAutoIndent(true);
    e->setBraceMatching(QsciScintilla::SloppyBraceMatch);
    e->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    e->markerDefine(QsciScintilla::Background, kErrorMarker);
    e->setMarkerBackgroundColor(QColor(255, 214, 214), kErrorMarker);
    e->markerDefine(QsciScintilla::Background, kWarningMarker);
    e->setMarkerBackgroundColor(QColor(255, 240, 200), kWarningMarker);
    return e;
}

QString timeText(double ms) {
    if (ms >= 1.0) return QStringLiteral("%1 ms").arg(ms, 0, 'f', ms >= 100 ? 1 : 3);
    return QStringLiteral("%1 µs").arg(ms * 1000.0, 0, 'f', ms * 1000.0 >= 100 ? 1 : 2);
}

} // namespace

CandidateEditor::CandidateEditor(QWidget* parent)
    : QWidget(parent), heading_(new QLabel(this)), note_(new QLabel(this)), sourceLabel_(new QLabel(this)),
      planLabel_(new QLabel(this)), source_(makeEditor(new CudaLexer(this), this)),
      plan_(makeEditor(new QsciLexerJSON(this), this)), planStatus_(new QLabel(this)), status_(new QLabel(this)),
      check_(new QPushButton(this)), submit_(new QPushButton(this)), show_(new QPushButton(this)),
      close_(new QPushButton(this)) {
    setObjectName(QStringLiteral("candidateEditor"));
    source_->setObjectName(QStringLiteral("editorSource"));
    plan_->setObjectName(QStringLiteral("editorPlan"));
    status_->setObjectName(QStringLiteral("editorStatus"));
    planStatus_->setObjectName(QStringLiteral("editorPlanStatus"));
    submit_->setObjectName(QStringLiteral("editorSubmit"));
    check_->setObjectName(QStringLiteral("editorCheck"));
    heading_->setStyleSheet(QStringLiteral("font-weight: bold"));
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("color: #8a5a00"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    planStatus_->setWordWrap(true);
    planStatus_->setStyleSheet(QStringLiteral("color: #b00020"));
    show_->setEnabled(false);

    auto* sourceBox = new QWidget(this);
    auto* sourceLayout = new QVBoxLayout(sourceBox);
    sourceLayout->setContentsMargins(0, 0, 0, 0);
    sourceLayout->addWidget(sourceLabel_);
    sourceLayout->addWidget(source_);
    auto* planBox = new QWidget(this);
    auto* planLayout = new QVBoxLayout(planBox);
    planLayout->setContentsMargins(0, 0, 0, 0);
    planLayout->addWidget(planLabel_);
    planLayout->addWidget(plan_);
    planLayout->addWidget(planStatus_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(sourceBox);
    split->addWidget(planBox);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(check_);
    buttons->addStretch(1);
    buttons->addWidget(show_);
    buttons->addWidget(submit_);
    buttons->addWidget(close_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(note_);
    layout->addWidget(split, 1);
    layout->addWidget(status_);
    layout->addLayout(buttons);

    connect(submit_, &QPushButton::clicked, this, &CandidateEditor::submit);
    connect(check_, &QPushButton::clicked, this, &CandidateEditor::checkCompile);
    connect(close_, &QPushButton::clicked, this, &QWidget::close);
    connect(show_, &QPushButton::clicked, this, [this] {
        if (added_ != kNoCandidate) Q_EMIT showCandidate(added_);
    });
    // An edit invalidates the marks of the text they were about.
    connect(source_, &QsciScintilla::textChanged, this, [this] {
        if (!source_->isModified()) return;
        source_->markerDeleteAll(kErrorMarker);
        source_->markerDeleteAll(kWarningMarker);
        source_->clearAnnotations();
    });
    setCompiler(nullptr, arch_);
    retranslate();
    resize(900, 800);
}

void CandidateEditor::startFrom(const Problem& problem, const Candidate& parent, const QString& whyNotMeasurable) {
    problem_ = problem;
    parent_ = parent.id;
    added_ = kNoCandidate;
    pendingTag_ = 0;
    whyNot_ = whyNotMeasurable;
    source_->setText(QString::fromStdString(editableSource(problem, parent)));
    plan_->setText(QString::fromStdString(editableLaunches(problem, parent)));
    source_->setModified(false);
    clearMarks();
    setStatus(QString(), false);
    show_->setEnabled(false);
    submit_->setEnabled(true);
    retranslate();
}

void CandidateEditor::setCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& arch) {
    compiler_ = std::move(compiler);
    arch_ = arch;
    check_->setEnabled(compiler_ != nullptr);
    check_->setToolTip(compiler_ ? tr("Compile with NVRTC for %1, without running anything").arg(arch_)
                                 : tr("No NVRTC library was found: the source is compiled when it is measured"));
}

std::vector<int> CandidateEditor::errorLines() const {
    std::vector<int> lines;
    for (int line = source_->markerFindNext(0, 1 << kErrorMarker); line >= 0;
         line = source_->markerFindNext(line + 1, 1 << kErrorMarker))
        lines.push_back(line + 1);
    return lines;
}

UserCandidateRequest CandidateEditor::currentRequest() const {
    UserCandidateRequest r;
    r.parent = parent_;
    r.source = source_->text().toStdString();
    r.launchesJson = plan_->text().toStdString();
    return r;
}

void CandidateEditor::submit() {
    if (parent_ == kNoCandidate || pendingTag_) return;
    clearMarks();
    UserCandidateRequest r = currentRequest();
    // The same checks the engine makes, here first: the answer is immediate and the
    // session is not touched by a request that cannot run.
    if (const auto problem = checkUserCandidate(problem_, r, true)) {
        showProblem(QString::fromStdString(problem->field), problem->line, QString::fromStdString(problem->message));
        return;
    }
    r.tag = pendingTag_ = nextTag_++;
    submit_->setEnabled(false);
    setStatus(tr("Submitted; waiting for the engine…"), false);
    Q_EMIT submitted(r);
}

void CandidateEditor::checkCompile() {
    if (!compiler_) return;
    clearMarks();
    const std::string source = source_->text().toStdString();
    if (source.size() > kMaxUserSourceBytes) {
        showProblem(
            QStringLiteral("source"), 0,
            tr("%1 MiB is over the 1 MiB limit for a candidate's source").arg(source.size() / 1048576.0, 0, 'f', 1));
        return;
    }
    check_->setEnabled(false);
    setStatus(tr("Compiling for %1…").arg(arch_), false);
    auto compiler = compiler_;
    const std::string arch = arch_.toStdString();
    runInBackground(
        this, [compiler, source, arch] { return compiler->compile(source, arch, {}); },
        [this](TaskOutcome<CompiledModule> outcome) {
            check_->setEnabled(compiler_ != nullptr);
            if (!outcome.ok()) {
                setStatus(tr("The compiler failed: %1").arg(outcome.error), true);
                return;
            }
            const CompiledModule& m = *outcome.value;
            const auto diagnostics = parseCompileLog(m.log);
            if (m.ok) {
                QStringList kernels;
                for (const auto& [name, use] : m.kernels)
                    kernels << tr("%1: %2 registers, %3 B spilled")
                                   .arg(QString::fromStdString(name))
                                   .arg(use.registers)
                                   .arg(use.spillStoreBytes + use.spillLoadBytes);
                showDiagnostics(diagnostics,
                                tr("Compiles for %1 in %2 ms. %3")
                                    .arg(arch_)
                                    .arg(m.compileMs, 0, 'f', 0)
                                    .arg(kernels.join(QStringLiteral("; "))));
            } else {
                showDiagnostics(diagnostics, tr("Does not compile for %1.").arg(arch_));
                if (diagnostics.empty()) setStatus(QString::fromStdString(m.log).left(2000), true);
            }
        });
}

void CandidateEditor::requestAnswered(quint64 tag, qint64 id, const QString& field, int line, const QString& reason) {
    if (tag != pendingTag_ || !pendingTag_) return;
    pendingTag_ = 0;
    submit_->setEnabled(true);
    if (id < 0) {
        showProblem(field, line, reason);
        return;
    }
    added_ = id;
    show_->setEnabled(true);
    setStatus(tr("Added as #%1, a child of #%2; measuring…").arg(id).arg(parent_), false);
}

void CandidateEditor::candidatesChanged(const std::vector<Candidate>& changed) {
    if (added_ == kNoCandidate) return;
    for (const Candidate& c : changed) {
        if (c.id != added_) continue;
        if (c.state == CandidateState::Measuring) {
            setStatus(tr("#%1 is being measured…").arg(c.id), false);
        } else if (c.measurement && c.measurement->ok()) {
            const Measurement& m = *c.measurement;
            setStatus(tr("#%1 measured: S = %2× [%3, %4], %5 per run against %6 for the reference (%7 samples)")
                          .arg(c.id)
                          .arg(m.speedup, 0, 'f', 3)
                          .arg(m.speedupLow, 0, 'f', 3)
                          .arg(m.speedupHigh, 0, 'f', 3)
                          .arg(timeText(m.candidateMs), timeText(m.referenceMs))
                          .arg(m.samples),
                      false);
        } else if (c.measurement) {
            const Measurement& m = *c.measurement;
            const QString summary = tr("#%1 failed (%2): %3")
                                        .arg(c.id)
                                        .arg(QString::fromUtf8(measurementStatusName(m.status)),
                                             QString::fromStdString(m.failureReason).left(500));
            if (!m.report.empty() && m.report->candidateCompile && !m.report->candidateCompile->ok)
                showDiagnostics(parseCompileLog(m.report->candidateCompile->log), summary);
            else
                setStatus(summary, true);
        }
    }
}

void CandidateEditor::showProblem(const QString& field, int line, const QString& message) {
    if (field.startsWith(QLatin1String("launches"))) {
        planStatus_->setText(QStringLiteral("%1: %2").arg(field, message));
        setStatus(tr("The launch plan was refused (see below the plan)."), true);
        return;
    }
    if (line > 0 && line <= source_->lines()) {
        source_->markerAdd(line - 1, kErrorMarker);
        source_->annotate(line - 1, message, 0);
        source_->ensureLineVisible(line - 1);
    }
    setStatus(line > 0 ? tr("%1 (line %2): %3").arg(field).arg(line).arg(message)
                       : QStringLiteral("%1: %2").arg(field, message),
              true);
}

void CandidateEditor::showDiagnostics(const std::vector<CompileDiagnostic>& diagnostics, const QString& summary) {
    int errors = 0, firstLine = -1;
    QStringList unplaced;
    // Several messages on one line share one annotation.
    std::map<int, QStringList> byLine;
    for (const CompileDiagnostic& d : diagnostics) {
        const bool error = d.severity == CompileDiagnostic::Severity::Error;
        errors += error;
        const QString text = (error ? tr("error: %1") : tr("warning: %1")).arg(QString::fromStdString(d.message));
        if (d.line <= 0 || d.line > source_->lines()) {
            unplaced << text;
            continue;
        }
        source_->markerAdd(d.line - 1, error ? kErrorMarker : kWarningMarker);
        byLine[d.line - 1] << text;
        if (error && firstLine < 0) firstLine = d.line - 1;
    }
    for (const auto& [line, texts] : byLine) source_->annotate(line, texts.join(QLatin1Char('\n')), 0);
    if (firstLine >= 0) source_->ensureLineVisible(firstLine);
    QString text = summary;
    if (!diagnostics.empty()) text += QLatin1Char(' ') + tr("%n error(s) marked in the source.", nullptr, errors);
    if (!unplaced.isEmpty()) text += QLatin1Char('\n') + unplaced.join(QLatin1Char('\n'));
    setStatus(text, errors > 0);
}

void CandidateEditor::clearMarks() {
    source_->markerDeleteAll(kErrorMarker);
    source_->markerDeleteAll(kWarningMarker);
    source_->clearAnnotations();
    planStatus_->clear();
}

void CandidateEditor::setStatus(const QString& text, bool error) {
    status_->setText(text);
    status_->setStyleSheet(error ? QStringLiteral("color: #b00020") : QString());
}

void CandidateEditor::retranslate() {
    setWindowTitle(tr("New candidate from #%1").arg(parent_));
    heading_->setText(
        tr("New candidate, a child of #%1: edit the source and the launch plan, then submit to measure it.")
            .arg(parent_));
    note_->setText(whyNot_);
    note_->setVisible(!whyNot_.isEmpty());
    sourceLabel_->setText(tr("CUDA source (kernels must be extern \"C\"):"));
    planLabel_->setText(tr("Launch plan (JSON; sizes and buffers of the problem):"));
    check_->setText(tr("Check compile"));
    submit_->setText(tr("Submit and measure"));
    show_->setText(tr("Show in tree"));
    close_->setText(tr("Close"));
}

void CandidateEditor::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
