#include "ChanceFit.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace jump61 {

namespace {

double logistic(double scale, int score)
{
    return 1.0 / (1.0 + std::exp(-scale * score));
}

double meanError(const std::vector<const ChanceSample*>& samples,
                 const std::function<double(const ChanceSample&)>& predict)
{
    double sum = 0;
    for (const ChanceSample* sample : samples) {
        const double miss = sample->result - predict(*sample);
        sum += miss * miss;
    }
    return samples.empty() ? 0.0 : sum / static_cast<double>(samples.size());
}

double area(const ChanceSample& sample)
{
    return static_cast<double>(sample.size * sample.size);
}

// The error is unimodal in k: golden-section search between 1e-5 and 0.05 per hundredth (or,
// byArea, the same range per hundredth and square).
double bestScale(const std::vector<const ChanceSample*>& samples, bool byArea = false)
{
    double low = 1e-5;
    double high = byArea ? 5.0 : 0.05;
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    const auto error = [&](double k) {
        return meanError(samples, [k, byArea](const ChanceSample& s) {
            return logistic(byArea ? k / area(s) : k, s.score);
        });
    };
    for (int i = 0; i < 60; ++i) {
        const double a = high - ratio * (high - low);
        const double b = low + ratio * (high - low);
        if (error(a) < error(b)) {
            high = b;
        } else {
            low = a;
        }
    }
    return (low + high) / 2;
}

} // namespace

ChanceFitReport fitChance(const std::vector<ChanceSample>& samples)
{
    std::vector<const ChanceSample*> train;
    std::vector<const ChanceSample*> heldOut;
    std::map<int, std::vector<const ChanceSample*>> trainBySize;
    for (const ChanceSample& sample : samples) {
        if (sample.heldOut) {
            heldOut.push_back(&sample);
        } else {
            train.push_back(&sample);
            trainBySize[sample.size].push_back(&sample);
        }
    }
    ChanceFitReport report;
    report.trainSamples = static_cast<int>(train.size());
    report.heldOutSamples = static_cast<int>(heldOut.size());
    report.globalScale = bestScale(train);
    report.areaScale = bestScale(train, true);
    std::map<int, double> scaleOf;
    for (const auto& [size, sized] : trainBySize) {
        scaleOf[size] = bestScale(sized);
        report.scales.emplace_back(size, scaleOf[size]);
    }
    const auto perSize = [&](const ChanceSample& s) {
        const auto found = scaleOf.find(s.size);
        return logistic(found != scaleOf.end() ? found->second : report.globalScale, s.score);
    };
    report.heldOutGlobal = meanError(
        heldOut, [&](const ChanceSample& s) { return logistic(report.globalScale, s.score); });
    report.heldOutPerSize = meanError(heldOut, perSize);
    const std::function<double(const ChanceSample&)> byArea = [&](const ChanceSample& s) {
        return logistic(report.areaScale / area(s), s.score);
    };
    report.heldOutByArea = meanError(heldOut, byArea);
    report.heldOutBaseline = meanError(heldOut, [](const ChanceSample&) { return 0.5; });
    for (std::size_t i = 0; i < report.calibration.size(); ++i) {
        report.calibration[i].low = static_cast<double>(i) / 10;
    }
    for (const ChanceSample* sample : heldOut) {
        const double p = byArea(*sample);
        CalibrationRow& row = report.calibration[std::min<std::size_t>(
            static_cast<std::size_t>(p * 10), report.calibration.size() - 1)];
        ++row.samples;
        row.predicted += p;
        row.observed += sample->result;
    }
    for (CalibrationRow& row : report.calibration) {
        if (row.samples > 0) {
            row.predicted /= row.samples;
            row.observed /= row.samples;
        }
    }
    return report;
}

} // namespace jump61
