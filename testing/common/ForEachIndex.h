#pragma once

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace jump61 {

// Calls work(index, worker) for every index 0..count-1 on min(jobs, count) threads, each taking
// the next index as it finishes one; `worker` (0..threads-1) says which thread runs the call,
// for state a thread keeps from one index to the next. Returns when every call has returned.
template <class Work>
void forEachIndex(int count, int jobs, Work&& work)
{
    std::atomic<int> next{0};
    std::vector<std::thread> threads;
    for (int worker = 0; worker < std::min(jobs, count); ++worker) {
        threads.emplace_back([&, worker] {
            for (int index; (index = next++) < count;) {
                work(index, worker);
            }
        });
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
}

} // namespace jump61
