#include "ui/kernel/CodeEditor.h"

#include "ui/kernel/CudaLexer.h"

#include <QColor>
#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>

#include <algorithm>
#include <cstdio>

namespace augur::ui {

namespace {
const QColor kTouched(0xff, 0xf1, 0xc4); ///< amber: lines a changed parameter reaches
const QColor kRemoved(0xff, 0xe0, 0xe0);
const QColor kAdded(0xdc, 0xf5, 0xdc);
/// Padding rows that pair nothing: mid grey drawn at kBlankAlpha over the paper, so they
/// read as grey on white (#cdcdcd) and on a dark paper alike, never as the paper itself.
const QColor kBlank(0x80, 0x80, 0x80);
constexpr int kBlankAlpha = 100;
const QColor kFold(0xe6, 0xe6, 0xe6);
const QColor kLinked(0xcc, 0xe0, 0xff); ///< blue: rows of the selection in another view
const QColor kRemovedWords(0xe0, 0x40, 0x40);
const QColor kAddedWords(0x30, 0xa0, 0x30);
} // namespace

CodeEditor::CodeEditor(bool highlightCuda, QWidget* parent) : QsciScintilla(parent) {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setUtf8(true);
    setFont(font);
    if (highlightCuda) {
        auto* lexer = new CudaLexer(this);
        lexer->setDefaultFont(font);
        lexer->setFont(font, -1); // every style in the one fixed-width font
        setLexer(lexer);
    }
    setMarginsFont(font);
    // Room below the baseline: without it the underscores of __global__ or __syncthreads
    // fall outside the line and are not drawn with some fixed-width fonts.
    SendScintilla(SCI_SETEXTRADESCENT, 1L);
    setReadOnly(true);
    SendScintilla(SCI_SETUNDOCOLLECTION, 0L); // nothing is edited: keep no history
    setWrapMode(WrapNone); // side-by-side rows must stay aligned
    setCaretLineVisible(false);
    setMarginWidth(1, 0); // no symbol margin: markers colour the whole line
    markerDefine(Background, Touched);
    setMarkerBackgroundColor(kTouched, Touched);
    markerDefine(Background, Removed);
    setMarkerBackgroundColor(kRemoved, Removed);
    markerDefine(Background, Added);
    setMarkerBackgroundColor(kAdded, Added);
    markerDefine(Background, Blank);
    setMarkerBackgroundColor(kBlank, Blank);
    markerDefine(Background, Fold);
    setMarkerBackgroundColor(kFold, Fold);
    markerDefine(Background, Linked);
    setMarkerBackgroundColor(kLinked, Linked);
    SendScintilla(SCI_MARKERSETALPHA, long(Blank), long(kBlankAlpha));
    // Changed words: a filled box over the line's own background, strong enough to find
    // a changed constant in a long line.
    for (auto [indicator, colour] : {std::pair{RemovedWords, kRemovedWords}, std::pair{AddedWords, kAddedWords}}) {
        indicatorDefine(StraightBoxIndicator, indicator);
        setIndicatorForegroundColor(colour, indicator);
        SendScintilla(SCI_INDICSETALPHA, indicator, 90L);
        SendScintilla(SCI_INDICSETOUTLINEALPHA, indicator, 160L);
        SendScintilla(SCI_INDICSETUNDER, indicator, 1L);
    }
    useLineNumbers();
}

bool CodeEditor::setTextIfChanged(const std::string& text) {
    if (text == shown_ && !(text.empty() && length() > 0)) return false;
    shown_ = text;
    // SCI_SETTEXT takes the UTF-8 bytes as they are: no QString round trip.
    setReadOnly(false);
    SendScintilla(SCI_SETTEXT, 0UL, shown_.c_str());
    setReadOnly(true);
    clearMarkers();
    clearHighlights();
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    if (!labelled_) sizeLineNumberMargin();
    return true;
}

void CodeEditor::markLine(int line, Marker marker) { markerAdd(line, marker); }

QList<int> CodeEditor::linesWith(Marker marker) const {
    QList<int> lines;
    const unsigned long mask = 1UL << marker;
    for (long line = SendScintilla(SCI_MARKERNEXT, 0L, mask); line >= 0;
         line = SendScintilla(SCI_MARKERNEXT, line + 1, mask))
        lines << int(line);
    return lines;
}

void CodeEditor::clearMarkers() {
    for (Marker m : {Touched, Removed, Added, Blank, Fold, Linked}) markerDeleteAll(m);
}

void CodeEditor::highlightBytes(int line, int begin, int end, Indicator indicator) {
    if (end <= begin) return;
    const long start = SendScintilla(SCI_POSITIONFROMLINE, line);
    SendScintilla(SCI_SETINDICATORCURRENT, long(indicator));
    SendScintilla(SCI_INDICATORFILLRANGE, start + begin, long(end - begin));
}

QList<QPair<int, int>> CodeEditor::highlightsOn(int line, Indicator indicator) const {
    QList<QPair<int, int>> ranges;
    const long start = SendScintilla(SCI_POSITIONFROMLINE, line);
    const long stop = SendScintilla(SCI_GETLINEENDPOSITION, line);
    for (long pos = start; pos < stop;) {
        const long end = SendScintilla(SCI_INDICATOREND, indicator, pos);
        if (SendScintilla(SCI_INDICATORVALUEAT, indicator, pos) != 0)
            ranges << qMakePair(int(pos - start), int(std::min(end, stop) - start));
        if (end <= pos) break;
        pos = end;
    }
    return ranges;
}

void CodeEditor::clearHighlights() {
    const long all = SendScintilla(SCI_GETLENGTH);
    for (Indicator i : {RemovedWords, AddedWords}) {
        SendScintilla(SCI_SETINDICATORCURRENT, long(i));
        SendScintilla(SCI_INDICATORCLEARRANGE, 0L, all);
    }
}

void CodeEditor::useLineNumbers() {
    labelled_ = false;
    setMarginType(0, NumberMargin);
    setMarginLineNumbers(0, true);
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    sizeLineNumberMargin();
}

void CodeEditor::sizeLineNumberMargin() {
    // Wide enough for the largest line number, plus a little air.
    const QString widest = QString(QString::number(std::max(lines(), 100)).size() + 1, QLatin1Char('9'));
    setMarginWidth(0, QFontMetrics(font()).horizontalAdvance(widest) + 8);
}

void CodeEditor::setMarginLabels(const QStringList& labels, const QString& widthSample) {
    labelled_ = true;
    // Not setMarginLineNumbers(0, false): it would make the margin a symbol margin again.
    setMarginType(0, TextMarginRightJustified);
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    for (int line = 0; line < labels.size(); ++line)
        if (!labels[line].isEmpty()) {
            const QByteArray text = labels[line].toUtf8();
            SendScintilla(SCI_MARGINSETTEXT, line, text.constData());
            SendScintilla(SCI_MARGINSETSTYLE, line, long(STYLE_LINENUMBER));
        }
    setMarginWidth(0, QFontMetrics(font()).horizontalAdvance(widthSample) + 10);
}

void CodeEditor::setMarginNumbers(const std::vector<int>& numbers, const QString& widthSample) {
    labelled_ = true;
    setMarginType(0, TextMarginRightJustified);
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    char text[16];
    for (std::size_t line = 0; line < numbers.size(); ++line)
        if (numbers[line] > 0) {
            std::snprintf(text, sizeof text, "%d", numbers[line]);
            SendScintilla(SCI_MARGINSETTEXT, line, static_cast<const char*>(text));
            SendScintilla(SCI_MARGINSETSTYLE, line, long(STYLE_LINENUMBER));
        }
    setMarginWidth(0, QFontMetrics(font()).horizontalAdvance(widthSample) + 10);
}

QString CodeEditor::marginLabel(int line) const { return labelled_ ? marginText(line) : QString(); }

QString CodeEditor::countLabel(int line) const { return counted_ && !labelled_ ? marginText(line) : QString(); }

void CodeEditor::setCountLabels(const QStringList& labels, const QString& widthSample) {
    SendScintilla(SCI_MARGINTEXTCLEARALL);
    counted_ = !labels.isEmpty();
    if (!counted_) {
        setMarginWidth(2, 0);
        return;
    }
    setMarginType(2, TextMarginRightJustified);
    for (int line = 0; line < labels.size(); ++line)
        if (!labels[line].isEmpty()) {
            const QByteArray text = labels[line].toUtf8();
            SendScintilla(SCI_MARGINSETTEXT, line, text.constData());
            SendScintilla(SCI_MARGINSETSTYLE, line, long(STYLE_LINENUMBER));
        }
    setMarginWidth(2, QFontMetrics(font()).horizontalAdvance(widthSample) + 10);
}

QColor CodeEditor::blankRowColour() const {
    // The paper Scintilla draws (the lexer's, when there is one), as 0xBBGGRR.
    const long bgr = SendScintilla(SCI_STYLEGETBACK, long(STYLE_DEFAULT));
    const QColor paper(int(bgr & 0xff), int((bgr >> 8) & 0xff), int((bgr >> 16) & 0xff));
    auto mix = [](int over, int under) { return (over * kBlankAlpha + under * (255 - kBlankAlpha)) / 255; };
    return QColor(mix(kBlank.red(), paper.red()), mix(kBlank.green(), paper.green()), mix(kBlank.blue(), paper.blue()));
}

QString CodeEditor::marginText(int line) const {
    const long n = SendScintilla(SCI_MARGINGETTEXT, line, static_cast<const char*>(nullptr));
    if (n <= 0) return {};
    QByteArray text(int(n) + 1, '\0');
    SendScintilla(SCI_MARGINGETTEXT, line, text.data());
    text.resize(int(n));
    return QString::fromUtf8(text);
}

} // namespace augur::ui
