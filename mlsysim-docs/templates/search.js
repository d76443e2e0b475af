// The script of the mlsysim-rs reference, written by hand (no framework, no build step): the
// search box and page, the navigation drawer of a narrow screen, and copy buttons on code.
//
// The index is a script (search-index.js) setting window.mlsysimSearchIndex, so that it loads
// from a folder opened with file://, where a browser will not fetch a JSON file. Pages work
// without this script: the search box stays hidden and the A-Z index lists every name.
(function () {
  'use strict';

  // Ties between equally good matches list the things a reader most often looks for first:
  // scenarios and registry entries before presets, members and inputs.
  var KIND_ORDER = ['scenario', 'family', 'hardware', 'model', 'registry', 'law', 'preset',
    'property', 'method', 'input'];
  var POPUP_RESULTS = 8;
  // Words a reader types for what the reference names otherwise. A query word also matches
  // its synonyms, at a lower score than the word itself.
  var SYNONYMS = {
    gpu: ['accelerator', 'device', 'hardware'],
    gpus: ['accelerators', 'devices'],
    accelerator: ['device', 'hardware', 'gpu'],
    roofline: ['intensity', 'ridge'],
    memory: ['capacity', 'hbm', 'bytes'],
    vram: ['memory', 'capacity'],
    llm: ['transformer', 'language'],
    cost: ['price', 'usd', 'tco'],
    price: ['cost', 'usd'],
    carbon: ['co2', 'emissions', 'intensity'],
    network: ['fabric', 'interconnect', 'link'],
    interconnect: ['fabric', 'link', 'nvlink'],
    failure: ['mtbf', 'reliability', 'fault'],
    checkpoint: ['checkpointing'],
    throughput: ['rate', 'tokens'],
    latency: ['time', 'delay'],
    kv: ['cache'],
    allreduce: ['collective', 'ring', 'tree']
  };
  // The smallest edit distance that still counts as a typo of a word of this length.
  function typoAllowance(length) {
    return length >= 8 ? 2 : length >= 4 ? 1 : 0;
  }
  var PAGE_RESULTS = 60;

  function loadIndex(callback) {
    if (window.mlsysimSearchIndex) {
      callback(window.mlsysimSearchIndex);
      return;
    }
    var script = document.querySelector('script[data-search-index]');
    if (!script) {
      script = document.createElement('script');
      script.src = 'search-index.js';
      script.setAttribute('data-search-index', '');
      document.head.appendChild(script);
    }
    script.addEventListener('load', function () {
      callback(window.mlsysimSearchIndex);
    });
  }

  // Lower case, with separators dropped: `KV decode-batch` and `kv_decode_batch` both read
  // `kvdecodebatch`.
  function squash(text) {
    return text.toLowerCase().replace(/[\s_.\-\/]+/g, '');
  }

  // The words of a name: CamelCase, snake_case and dotted paths split apart.
  function nameWords(name) {
    return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
      .split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  // Levenshtein distance, stopping early once it exceeds `limit`.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) {
      return limit + 1;
    }
    var previous = [];
    for (var j = 0; j <= b.length; j++) {
      previous.push(j);
    }
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      var best = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a.charAt(i - 1) === b.charAt(k - 1) ? 0 : 1;
        current.push(Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost));
        best = Math.min(best, current[k]);
      }
      if (best > limit) {
        return limit + 1;
      }
      previous = current;
    }
    return previous[b.length];
  }

  // A near match for a query that matched nothing: every query word is a word of the name,
  // context or summary up to a typo, or one of its synonyms is.
  function nearScore(entry, words) {
    var own = nameWords(entry.name).concat(nameWords(entry.context || ''),
      nameWords(entry.summary || ''));
    var squashedName = squash(entry.name);
    var total = 0;
    for (var i = 0; i < words.length; i++) {
      var w = words[i];
      var allowed = typoAllowance(w.length);
      var synonyms = SYNONYMS[w] || [];
      var typo = allowed > 0 && (own.some(function (o) {
        return distance(w, o, allowed) <= allowed;
      }) || (words.length === 1 && distance(squash(w), squashedName, allowed) <= allowed));
      var synonym = synonyms.some(function (syn) {
        return own.some(function (o) { return o.indexOf(syn) === 0; });
      });
      if (!typo && !synonym) {
        return 0;
      }
      total += typo ? 30 : 20;
    }
    return total / words.length;
  }

  function queryWords(query) {
    return query.toLowerCase().split(/[^a-z0-9µ²]+/).filter(Boolean);
  }

  // How well an entry matches: the whole name first, then a registry path's last part, then
  // the name's start, then part of the name, then every word at the start of a word of the
  // name, then every word anywhere in the name, context and summary. Zero is no match.
  function score(entry, query, words) {
    var name = squash(entry.name);
    var wanted = squash(query);
    if (!wanted) {
      return 0;
    }
    if (name === wanted) {
      return 1000;
    }
    // A registry path's last part is its short name: `H100` is `Cloud.H100`.
    if (squash(entry.name.split('.').pop()) === wanted) {
      return 900;
    }
    if (name.indexOf(wanted) === 0) {
      return 800;
    }
    if (name.indexOf(wanted) > 0) {
      return 600;
    }
    var own = nameWords(entry.name);
    var inName = words.filter(function (w) {
      return own.some(function (o) { return o.indexOf(w) === 0; });
    }).length;
    if (inName === words.length) {
      return 400;
    }
    var text = (entry.name + ' ' + entry.context + ' ' + entry.summary).toLowerCase();
    var everywhere = words.every(function (w) { return text.indexOf(w) >= 0; });
    return everywhere ? 100 + 10 * inName : nearScore(entry, words);
  }

  function search(index, query) {
    var words = queryWords(query);
    var found = [];
    index.entries.forEach(function (row) {
      var entry = { kind: row[0], name: row[1], context: row[2], summary: row[3], url: row[4] };
      var s = score(entry, query, words);
      if (s > 0) {
        found.push({ entry: entry, score: s });
      }
    });
    found.sort(function (a, b) {
      return b.score - a.score ||
        KIND_ORDER.indexOf(a.entry.kind) - KIND_ORDER.indexOf(b.entry.kind) ||
        a.entry.name.length - b.entry.name.length ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0);
    });
    return found.map(function (f) { return f.entry; });
  }

  function element(tag, className, text) {
    var el = document.createElement(tag);
    if (className) {
      el.className = className;
    }
    if (text) {
      el.textContent = text;
    }
    return el;
  }

  function resultItem(entry) {
    var item = element('li', 'search-result');
    var link = element('a', null, entry.name);
    link.href = entry.url;
    item.appendChild(link);
    item.appendChild(element('span', 'search-kind', entry.kind));
    if (entry.context) {
      item.appendChild(element('span', 'search-context', entry.context));
    }
    if (entry.summary) {
      item.appendChild(element('span', 'search-summary', entry.summary));
    }
    return item;
  }

  function fill(list, entries) {
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    entries.forEach(function (entry) { list.appendChild(resultItem(entry)); });
  }

  // The search page: results for ?q=... in the page itself.
  function showPage(results, status, query) {
    loadIndex(function (index) {
      var all = search(index, query);
      fill(results, all.slice(0, PAGE_RESULTS));
      status.textContent = all.length === 0
        ? 'Nothing matches “' + query + '”. The A–Z index lists every scenario, preset and law.'
        : all.length + (all.length === 1 ? ' result' : ' results') + ' for “' + query + '”' +
          (all.length > PAGE_RESULTS ? ', the first ' + PAGE_RESULTS + ' shown.' : '.');
    });
  }

  // The header box: the best few results under it as one types; Enter opens the search page.
  function wireBox(form) {
    var box = form.querySelector('input[name="q"]');
    var popup = form.querySelector('.search-popup');
    form.hidden = false;
    box.addEventListener('input', function () {
      var query = box.value.trim();
      if (!query) {
        popup.hidden = true;
        return;
      }
      loadIndex(function (index) {
        if (box.value.trim() !== query) {
          return;
        }
        var found = search(index, query).slice(0, POPUP_RESULTS);
        fill(popup, found);
        if (found.length === 0) {
          popup.appendChild(element('li', 'search-result', 'Nothing matches “' + query + '”.'));
        }
        popup.hidden = false;
      });
    });
    // Arrow keys move through the results under the box; Enter on one opens it.
    function moveSelection(step) {
      var links = Array.prototype.slice.call(popup.querySelectorAll('a'));
      if (popup.hidden || links.length === 0) {
        return;
      }
      var at = links.indexOf(document.activeElement);
      var next = at < 0 ? (step > 0 ? 0 : links.length - 1) : at + step;
      if (next < 0 || next >= links.length) {
        box.focus();
        return;
      }
      links.forEach(function (link, i) {
        link.setAttribute('aria-selected', i === next ? 'true' : 'false');
      });
      links[next].focus();
    }
    form.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        popup.hidden = true;
        box.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        moveSelection(1);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        moveSelection(-1);
      }
    });
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) {
        popup.hidden = true;
      }
    });
    return box;
  }

  // Marks that the script runs: the narrow layout then folds the sidebar into a drawer.
  document.body.classList.add('has-script');

  // The Menu button of a narrow screen opens and closes the sidebar.
  function wireDrawer(button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var open = document.body.classList.toggle('nav-open');
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && document.body.classList.contains('nav-open')) {
        document.body.classList.remove('nav-open');
        button.setAttribute('aria-expanded', 'false');
        button.focus();
      }
    });
  }

  // A Copy button on each code block.
  function wireCopy(block) {
    var button = element('button', 'copy', 'Copy');
    button.type = 'button';
    button.setAttribute('aria-label', 'Copy this code');
    button.addEventListener('click', function () {
      var code = block.querySelector('code') || block;
      var done = function () { button.textContent = 'Copied'; };
      if (navigator.clipboard) {
        navigator.clipboard.writeText(code.textContent).then(done);
      }
    });
    block.appendChild(button);
  }

  var toggle = document.querySelector('.nav-toggle');
  if (toggle) {
    wireDrawer(toggle);
  }
  Array.prototype.forEach.call(document.querySelectorAll('main pre'), wireCopy);

  var form = document.getElementById('search');
  if (!form) {
    return;
  }
  var box = wireBox(form);
  var results = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  var query = new URLSearchParams(window.location.search).get('q');
  if (results && status) {
    if (query && query.trim()) {
      box.value = query;
      showPage(results, status, query.trim());
    } else {
      status.textContent = 'Type a name or a few words in the box above.';
    }
  }
})();
