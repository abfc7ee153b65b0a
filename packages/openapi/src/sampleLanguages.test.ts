import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadApiText } from './loadApi.js';
import { planRequest } from './requestPlan.js';
import { requestSamples } from './samples.js';

/** A spec of one operation `POST /charges/{id}` with the given request body and parameters. */
async function charges(operation: Record<string, unknown>, extra: Record<string, unknown> = {}, path = '/charges/{id}') {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Pay', version: '1' },
    ...extra,
    paths: { [path]: { post: { operationId: 'charge', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } }, ...operation } } },
  };
  const api = await loadApiText(stringify(document), 'pay.yaml');
  return { api, operation: api.operations[0]! };
}

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

describe('form bodies in samples', () => {
  it('follow the encoding: deepObject brackets, delimited and unexploded arrays, exploded objects by default', async () => {
    const { api, operation } = await charges({
      parameters: [idParameter],
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: {
                amount: { type: 'integer', example: 500 },
                metadata: { type: 'object', properties: { order: { type: 'string', example: 'A-1' }, lines: { type: 'array', items: { type: 'integer' }, example: [1, 2] } } },
                tags: { type: 'array', items: { type: 'string' }, example: ['a', 'b'] },
                pipes: { type: 'array', items: { type: 'string' }, example: ['x', 'y'] },
                pair: { type: 'object', properties: { k: { type: 'string', example: 'v' } } },
                flat: { type: 'object', properties: { w: { type: 'integer', example: 1 } } },
                csv: { type: 'array', items: { type: 'string' }, example: ['p', 'q'] },
              },
            },
            encoding: { metadata: { style: 'deepObject', explode: true }, pipes: { style: 'pipeDelimited', explode: false }, pair: { explode: false }, csv: { style: 'form', explode: false } },
          },
        },
      },
    });
    const plan = planRequest(operation, api.schemas, api.securitySchemes);
    expect(plan.body).toEqual({
      kind: 'form',
      mediaType: 'application/x-www-form-urlencoded',
      fields: [
        { name: 'amount', value: '500' },
        { name: 'metadata[order]', value: 'A-1' },
        { name: 'metadata[lines][0]', value: '1' },
        { name: 'metadata[lines][1]', value: '2' },
        { name: 'tags', value: 'a' },
        { name: 'tags', value: 'b' },
        { name: 'pipes', value: 'x|y' },
        { name: 'pair', value: 'k,v' },
        { name: 'w', value: '1' },
        { name: 'csv', value: 'p,q' },
      ],
    });
    const samples = requestSamples(operation, api.schemas, api.securitySchemes);
    expect(samples[0]!.code).toContain("--data-urlencode 'metadata[order]=A-1'");
    // Python sends a name given twice as a list of pairs, which a dict could not hold.
    expect(samples[2]!.code).toContain('data=[("amount", "500"), ("metadata[order]", "A-1"), ("metadata[lines][0]", "1"), ("metadata[lines][1]", "2"), ("tags", "a"), ("tags", "b"),');
  });

  it("take the spec's example of the body, and send objects in multipart parts as JSON unless a style is given", async () => {
    const { api, operation } = await charges({
      parameters: [idParameter],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { meta: { type: 'object' }, deep: { type: 'object' }, photo: { type: 'string', format: 'binary' } } },
            example: { meta: { a: 1 }, deep: { b: 2 } },
            encoding: { deep: { style: 'deepObject' }, photo: { contentType: 'image/png' } },
          },
        },
      },
    });
    expect(planRequest(operation, api.schemas, api.securitySchemes).body).toEqual({
      kind: 'form',
      mediaType: 'multipart/form-data',
      fields: [
        { name: 'meta', value: '{"a":1}' },
        { name: 'deep[b]', value: '2' },
        { name: 'photo', value: 'file.png', file: { filename: 'file.png', contentType: 'image/png' } },
      ],
    });
  });
});

describe('URLs in samples', () => {
  it('fill path parameters with their example or default, else leave {name} for the reader, never a made-up value', async () => {
    const { api, operation } = await charges({
      parameters: [idParameter, { name: 'version', in: 'path', required: true, schema: { type: 'integer', default: 2 } }, { name: 'ref', in: 'path', required: true, example: 'ch 1', schema: { type: 'string' } }],
    }, {}, '/v{version}/charges/{id}/{ref}');
    expect(planRequest(operation, api.schemas, api.securitySchemes).url).toBe('{baseUrl}/v2/charges/{id}/ch%201');
  });

  it('start at a {baseUrl} placeholder when the spec names no server, or only a relative one', async () => {
    const { api, operation } = await charges({ parameters: [idParameter] }, { servers: [{ url: '/v1' }] });
    expect(planRequest(operation, api.schemas, api.securitySchemes).url).toBe('{baseUrl}/v1/charges/{id}');
  });
});

describe('samples the spec gives', () => {
  const written = [
    { lang: 'Go', label: 'Go SDK', source: 'client.Charges.New(params)\n' },
    { lang: 'cURL', source: 'curl https://pay.example/charges/ch_1 -X POST' },
    { lang: 'Kotlin', source: 'pay.charge()' },
  ];

  it('come first under their labels, and generated samples follow in the languages they leave out', async () => {
    const { api, operation } = await charges({ parameters: [idParameter], 'x-codeSamples': written });
    const samples = requestSamples(operation, api.schemas, api.securitySchemes);
    expect(samples.slice(0, 3)).toEqual([
      { language: 'go', label: 'Go SDK', code: 'client.Charges.New(params)' },
      { language: 'bash', label: 'cURL', code: 'curl https://pay.example/charges/ch_1 -X POST' },
      { language: 'kotlin', label: 'Kotlin', code: 'pay.charge()' },
    ]);
    expect(samples.slice(3).map((sample) => sample.label)).toEqual(['JavaScript', 'Python', 'Java', 'PHP', 'Ruby', 'C#']);
  });

  it('are read from the older x-code-samples too', async () => {
    const { operation } = await charges({ parameters: [idParameter], 'x-code-samples': written.slice(0, 1) });
    expect(operation.codeSamples).toEqual([{ lang: 'Go', label: 'Go SDK', source: 'client.Charges.New(params)\n' }]);
  });
});

describe('generated samples in Go, Java, PHP, Ruby and C#', async () => {
  const security = { components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, session: { type: 'apiKey', in: 'cookie', name: 'sid' } } }, security: [{ key: [], session: [] }], servers: [{ url: 'https://pay.example' }] };
  const json = await charges({ parameters: [idParameter], requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { amount: 500, note: 'a "b" `c` $d' } } } } }, security);
  const multipart = await charges({
    parameters: [idParameter],
    requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { note: { type: 'string', example: 'hi' }, file: { type: 'string', format: 'binary' } } }, encoding: { file: { contentType: 'image/png' } } } } },
  });
  const form = await charges({ parameters: [idParameter], requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'a b': { type: 'string', example: 'c&d' } } } } } } });
  const samples = (built: Awaited<ReturnType<typeof charges>>) => Object.fromEntries(requestSamples(built.operation, built.api.schemas, built.api.securitySchemes).slice(3).map((sample) => [sample.label, sample.code]));

  it('send a JSON body as written, with headers and cookies', () => {
    expect(samples(json)).toMatchInlineSnapshot(`
      {
        "C#": "using System.Net.Http;
      using System.Text;

      using var client = new HttpClient();
      var request = new HttpRequestMessage(HttpMethod.Post, "https://pay.example/charges/{id}");
      request.Headers.TryAddWithoutValidation("X-Key", "<token>");
      request.Headers.TryAddWithoutValidation("Cookie", "sid=<token>");
      request.Content = new StringContent("""
          {
            "amount": 500,
            "note": "a \\"b\\" \`c\` $d"
          }
          """, Encoding.UTF8, "application/json");
      var response = await client.SendAsync(request);
      Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");",
        "Go": "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      	"strings"
      )

      func main() {
      	body := strings.NewReader("{\\n  \\"amount\\": 500,\\n  \\"note\\": \\"a \\\\\\"b\\\\\\" \`c\` $d\\"\\n}")
      	req, err := http.NewRequest("POST", "https://pay.example/charges/{id}", body)
      	if err != nil {
      		panic(err)
      	}
      	req.Header.Set("Content-Type", "application/json")
      	req.Header.Set("X-Key", "<token>")
      	req.Header.Set("Cookie", "sid=<token>")
      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()
      	data, _ := io.ReadAll(res.Body)
      	fmt.Println(res.StatusCode, string(data))
      }",
        "Java": "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Example {
          public static void main(String[] args) throws Exception {
              HttpRequest request = HttpRequest.newBuilder()
                  .uri(URI.create("https://pay.example/charges/{id}"))
                  .header("Content-Type", "application/json")
                  .header("X-Key", "<token>")
                  .header("Cookie", "sid=<token>")
                  .method("POST", HttpRequest.BodyPublishers.ofString("""
                      {
                        "amount": 500,
                        "note": "a \\\\"b\\\\" \`c\` $d"
                      }"""))
                  .build();
              HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.statusCode() + " " + response.body());
          }
      }",
        "PHP": "<?php

      $curl = curl_init('https://pay.example/charges/{id}');
      curl_setopt_array($curl, [
          CURLOPT_CUSTOMREQUEST => 'POST',
          CURLOPT_HTTPHEADER => [
              'Content-Type: application/json',
              'X-Key: <token>',
          ],
          CURLOPT_COOKIE => 'sid=<token>',
          CURLOPT_POSTFIELDS => <<<'BODY'
          {
            "amount": 500,
            "note": "a \\"b\\" \`c\` $d"
          }
          BODY,
          CURLOPT_RETURNTRANSFER => true,
      ]);
      $response = curl_exec($curl);
      echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), ' ', $response, PHP_EOL;",
        "Ruby": "require 'net/http'

      uri = URI('https://pay.example/charges/{id}')
      request = Net::HTTP::Post.new(uri)
      request['Content-Type'] = 'application/json'
      request['X-Key'] = '<token>'
      request['Cookie'] = 'sid=<token>'
      request.body = <<~'BODY'.chomp
        {
          "amount": 500,
          "note": "a \\"b\\" \`c\` $d"
        }
      BODY
      response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }
      puts response.code, response.body",
      }
    `);
  });

  it('upload files as multipart parts with their content type', () => {
    expect(samples(multipart)).toMatchInlineSnapshot(`
      {
        "C#": "using System.Net.Http;
      using System.Net.Http.Headers;

      using var client = new HttpClient();
      var request = new HttpRequestMessage(HttpMethod.Post, "{baseUrl}/charges/{id}");
      var form = new MultipartFormDataContent();
      form.Add(new StringContent("hi"), "note");
      var file1 = new ByteArrayContent(File.ReadAllBytes("file.png"));
      file1.Headers.ContentType = new MediaTypeHeaderValue("image/png");
      form.Add(file1, "file", "file.png");
      request.Content = form;
      var response = await client.SendAsync(request);
      Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");",
        "Go": "package main

      import (
      	"bytes"
      	"fmt"
      	"io"
      	"mime/multipart"
      	"net/http"
      	"net/textproto"
      	"os"
      )

      func main() {
      	var body bytes.Buffer
      	form := multipart.NewWriter(&body)
      	form.WriteField("note", "hi")
      	partHeader := textproto.MIMEHeader{}
      	partHeader.Set("Content-Disposition", "form-data; name=\\"file\\"; filename=\\"file.png\\"")
      	partHeader.Set("Content-Type", "image/png")
      	part, _ := form.CreatePart(partHeader)
      	file, err := os.Open("file.png")
      	if err != nil {
      		panic(err)
      	}
      	defer file.Close()
      	io.Copy(part, file)
      	form.Close()
      	req, err := http.NewRequest("POST", "{baseUrl}/charges/{id}", &body)
      	if err != nil {
      		panic(err)
      	}
      	req.Header.Set("Content-Type", form.FormDataContentType())
      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()
      	data, _ := io.ReadAll(res.Body)
      	fmt.Println(res.StatusCode, string(data))
      }",
        "Java": "import java.io.ByteArrayOutputStream;
      import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;
      import java.nio.file.Files;
      import java.nio.file.Path;

      public class Example {
          public static void main(String[] args) throws Exception {
              String boundary = "laguna-sample-boundary";
              ByteArrayOutputStream body = new ByteArrayOutputStream();
              body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"note\\"\\r\\n\\r\\n").getBytes());
              body.write("hi\\r\\n".getBytes());
              body.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"file\\"; filename=\\"file.png\\"\\r\\nContent-Type: image/png\\r\\n\\r\\n").getBytes());
              body.write(Files.readAllBytes(Path.of("file.png")));
              body.write("\\r\\n".getBytes());
              body.write(("--" + boundary + "--\\r\\n").getBytes());
              HttpRequest request = HttpRequest.newBuilder()
                  .uri(URI.create("{baseUrl}/charges/{id}"))
                  .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                  .method("POST", HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                  .build();
              HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.statusCode() + " " + response.body());
          }
      }",
        "PHP": "<?php

      $curl = curl_init('{baseUrl}/charges/{id}');
      curl_setopt_array($curl, [
          CURLOPT_CUSTOMREQUEST => 'POST',
          CURLOPT_POSTFIELDS => [
              'note' => 'hi',
              'file' => new CURLFile('file.png', 'image/png', 'file.png'),
          ],
          CURLOPT_RETURNTRANSFER => true,
      ]);
      $response = curl_exec($curl);
      echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), ' ', $response, PHP_EOL;",
        "Ruby": "require 'net/http'

      uri = URI('{baseUrl}/charges/{id}')
      request = Net::HTTP::Post.new(uri)
      request.set_form([
        ['note', 'hi'],
        ['file', File.open('file.png'), { filename: 'file.png', content_type: 'image/png' }],
      ], 'multipart/form-data')
      response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }
      puts response.code, response.body",
      }
    `);
  });

  it('send url-encoded forms', () => {
    expect(samples(form)).toMatchInlineSnapshot(`
      {
        "C#": "using System.Net.Http;

      using var client = new HttpClient();
      var request = new HttpRequestMessage(HttpMethod.Post, "{baseUrl}/charges/{id}");
      request.Content = new FormUrlEncodedContent(new[]
      {
          KeyValuePair.Create("a b", "c&d"),
      });
      var response = await client.SendAsync(request);
      Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");",
        "Go": "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      	"net/url"
      	"strings"
      )

      func main() {
      	form := url.Values{}
      	form.Add("a b", "c&d")
      	body := strings.NewReader(form.Encode())
      	req, err := http.NewRequest("POST", "{baseUrl}/charges/{id}", body)
      	if err != nil {
      		panic(err)
      	}
      	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()
      	data, _ := io.ReadAll(res.Body)
      	fmt.Println(res.StatusCode, string(data))
      }",
        "Java": "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Example {
          public static void main(String[] args) throws Exception {
              HttpRequest request = HttpRequest.newBuilder()
                  .uri(URI.create("{baseUrl}/charges/{id}"))
                  .header("Content-Type", "application/x-www-form-urlencoded")
                  .method("POST", HttpRequest.BodyPublishers.ofString("a%20b=c%26d"))
                  .build();
              HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.statusCode() + " " + response.body());
          }
      }",
        "PHP": "<?php

      $curl = curl_init('{baseUrl}/charges/{id}');
      curl_setopt_array($curl, [
          CURLOPT_CUSTOMREQUEST => 'POST',
          CURLOPT_HTTPHEADER => [
              'Content-Type: application/x-www-form-urlencoded',
          ],
          CURLOPT_POSTFIELDS => 'a%20b=c%26d',
          CURLOPT_RETURNTRANSFER => true,
      ]);
      $response = curl_exec($curl);
      echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), ' ', $response, PHP_EOL;",
        "Ruby": "require 'net/http'

      uri = URI('{baseUrl}/charges/{id}')
      request = Net::HTTP::Post.new(uri)
      request.set_form([
        ['a b', 'c&d'],
      ], 'application/x-www-form-urlencoded')
      response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') { |http| http.request(request) }
      puts response.code, response.body",
      }
    `);
  });
});
