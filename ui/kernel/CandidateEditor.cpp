#include "ui/kernel/CandidateEditor.h"

#include "core/source/CandidateSourceView.h"
#include "ui/base/BackgroundTask.h"
#include "ui/base/CoreText.h"
#include "ui/kernel/CudaLexer.h"

#include "ui/kernel/Qsci.h"

#include <QColor>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>

namespace augur::ui {

namespace {

constexpr int kErrorMarker = 0;
constexpr int kWarningMarker = 1;
constexpr int kErrorIndicator = 8; ///< the first of Scintilla's container indicators

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
      close_(new QPushButton(this)), problemsLabel_(new QLabel(this)), problems_(new QListWidget(this)),
      previousProblem_(new QPushButton(this)), nextProblem_(new QPushButton(this)) {
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
    problems_->setObjectName(QStringLiteral("editorProblems"));
    nextProblem_->setObjectName(QStringLiteral("editorNextProblem"));
    previousProblem_->setObjectName(QStringLiteral("editorPreviousProblem"));
    // Room for about five messages; the list scrolls beyond.
    problems_->setMaximumHeight(problems_->fontMetrics().height() * 6 + 8);
    source_->indicatorDefine(QsciScintilla::SquiggleIndicator, kErrorIndicator);
    source_->setIndicatorForegroundColor(QColor(0xd0, 0x00, 0x20), kErrorIndicator);

    auto* sourceBox = new QWidget(this);
    auto* sourceLayout = new QVBoxLayout(sourceBox);
    sourceLayout->setContentsMargins(0, 0, 0, 0);
    sourceLayout->addWidget(sourceLabel_);
    sourceLayout->addWidget(source_, 1);
    auto* problemBar = new QHBoxLayout;
    problemBar->addWidget(problemsLabel_, 1);
    problemBar->addWidget(previousProblem_);
    problemBar->addWidget(nextProblem_);
    sourceLayout->addLayout(problemBar);
    sourceLayout->addWidget(problems_);
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
    connect(nextProblem_, &QPushButton::clicked, this, &CandidateEditor::nextProblem);
    connect(previousProblem_, &QPushButton::clicked, this, &CandidateEditor::previousProblem);
    connect(problems_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { jumpToProblem(problems_->row(item)); });
    connect(problems_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { jumpToProblem(problems_->row(item)); });
    connect(show_, &QPushButton::clicked, this, [this] {
        if (added_ != kNoCandidate) Q_EMIT showCandidate(added_);
    });
    // An edit invalidates the marks of the text they were about.
    connect(source_, &QsciScintilla::textChanged, this, [this] {
        if (!source_->isModified()) return;
        source_->markerDeleteAll(kErrorMarker);
        source_->markerDeleteAll(kWarningMarker);
        source_->clearAnnotations();
        source_->clearIndicatorRange(0, 0, source_->lines(), 0, kErrorIndicator);
    });
    setCompiler(nullptr, arch_);
    clearMarks(); // no messages yet: the list and its buttons stay hidden
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
    if (parent_ == kNoCandidate || pendingTag_ || !whyNot_.isEmpty()) return;
    clearMarks();
    UserCandidateRequest r = currentRequest();
    // The same checks the engine makes, here first: the answer is immediate and the
    // session is not touched by a request that cannot run.
    if (const auto problem = checkUserCandidate(problem_, r, true)) {
        showProblem(QString::fromStdString(problem->field), problem->line, QString::fromStdString(problem->message));
        return;
    }
    r.tag = pendingTag_ = nextTag_++;
    updateSubmit();
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
    updateSubmit();
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
                                             CoreText::translate(m.failureReason).left(500));
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
        CompileDiagnostic d;
        d.line = line;
        d.message = message.toStdString();
        addProblem(d, tr("line %1: %2").arg(line).arg(message));
        source_->annotate(line - 1, message, 0);
        source_->ensureLineVisible(line - 1);
    }
    setStatus(line > 0 ? tr("%1 (line %2): %3").arg(field).arg(line).arg(message)
                       : QStringLiteral("%1: %2").arg(field, message),
              true);
}

void CandidateEditor::showDiagnostics(const std::vector<CompileDiagnostic>& diagnostics, const QString& summary) {
    int errors = 0, firstError = -1;
    // Several messages on one line share one annotation.
    std::map<int, QStringList> byLine;
    for (const CompileDiagnostic& d : diagnostics) {
        const bool error = d.severity == CompileDiagnostic::Severity::Error;
        errors += error;
        const QString text = (error ? tr("error: %1") : tr("warning: %1")).arg(QString::fromStdString(d.message));
        const bool placed = d.line > 0 && d.line <= source_->lines();
        const QString where = !placed ? QString()
            : d.column > 0            ? tr("line %1, column %2: ").arg(d.line).arg(d.column)
                                      : tr("line %1: ").arg(d.line);
        if (error && firstError < 0) firstError = problems_->count();
        addProblem(d, where + text);
        if (placed) byLine[d.line - 1] << text;
    }
    for (const auto& [line, texts] : byLine) source_->annotate(line, texts.join(QLatin1Char('\n')), 0);
    if (firstError >= 0) {
        // The first error is current and on screen; F8 steps through the others.
        problems_->setCurrentRow(firstError);
        const int line = problems_->item(firstError)->data(Qt::UserRole).toInt();
        if (line > 0) source_->ensureLineVisible(line - 1);
    }
    QString text = summary;
    if (!diagnostics.empty()) text += QLatin1Char(' ') + tr("%n error(s) marked in the source.", nullptr, errors);
    setStatus(text, errors > 0);
}

void CandidateEditor::addProblem(const CompileDiagnostic& d, const QString& text) {
    auto* item = new QListWidgetItem(text, problems_);
    item->setData(Qt::UserRole, d.line);
    item->setData(Qt::UserRole + 1, d.column);
    item->setToolTip(text);
    const bool error = d.severity == CompileDiagnostic::Severity::Error;
    item->setForeground(error ? QColor(0xb0, 0x00, 0x20) : QColor(0x8a, 0x5a, 0x00));
    if (d.line > 0 && d.line <= source_->lines()) {
        source_->markerAdd(d.line - 1, error ? kErrorMarker : kWarningMarker);
        if (d.column > 0) {
            // The squiggle runs from the column to the end of the word there.
            const QString lineText = source_->text(d.line - 1);
            int end = d.column - 1;
            while (end < lineText.size() && (lineText[end].isLetterOrNumber() || lineText[end] == QLatin1Char('_')))
                ++end;
            source_->fillIndicatorRange(d.line - 1, d.column - 1, d.line - 1, std::max(end, d.column), kErrorIndicator);
        }
    }
    problemsLabel_->setText(tr("Compiler messages: %n (F8: next, Shift+F8: previous)", nullptr, problems_->count()));
    for (QWidget* w : std::initializer_list<QWidget*>{problemsLabel_, problems_, previousProblem_, nextProblem_})
        w->show();
}

void CandidateEditor::jumpToProblem(int row) {
    if (row < 0 || row >= problems_->count()) return;
    problems_->setCurrentRow(row);
    const int line = problems_->item(row)->data(Qt::UserRole).toInt();
    const int column = problems_->item(row)->data(Qt::UserRole + 1).toInt();
    if (line <= 0 || line > source_->lines()) return;
    source_->setCursorPosition(line - 1, std::max(0, column - 1));
    source_->ensureLineVisible(line - 1);
    source_->setFocus();
}

void CandidateEditor::nextProblem() {
    const int n = problems_->count();
    if (n > 0) jumpToProblem((problems_->currentRow() + 1) % n);
}

void CandidateEditor::previousProblem() {
    const int n = problems_->count();
    if (n > 0) jumpToProblem((std::max(problems_->currentRow(), 0) + n - 1) % n);
}

void CandidateEditor::clearMarks() {
    source_->markerDeleteAll(kErrorMarker);
    source_->markerDeleteAll(kWarningMarker);
    source_->clearAnnotations();
    source_->clearIndicatorRange(0, 0, source_->lines(), 0, kErrorIndicator);
    planStatus_->clear();
    problems_->clear();
    for (QWidget* w : std::initializer_list<QWidget*>{problemsLabel_, problems_, previousProblem_, nextProblem_})
        w->hide();
}

void CandidateEditor::updateSubmit() {
    submit_->setEnabled(parent_ != kNoCandidate && !pendingTag_ && whyNot_.isEmpty());
    submit_->setToolTip(whyNot_.isEmpty() ? tr("Check the request, add it to the session and measure it next")
                                          : whyNot_);
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
    updateSubmit();
    previousProblem_->setText(tr("Previous"));
    nextProblem_->setText(tr("Next"));
    // After setText, which replaces a button's shortcut with its mnemonic.
    nextProblem_->setShortcut(QKeySequence(Qt::Key_F8));
    previousProblem_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    previousProblem_->setToolTip(tr("The previous compiler message, at its line and column (Shift+F8)"));
    nextProblem_->setToolTip(tr("The next compiler message, at its line and column (F8)"));
    show_->setText(tr("Show in tree"));
    close_->setText(tr("Close"));
}

void CandidateEditor::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
