import type { HelpText } from './help.types.js';

/** Help-centre articles in Vietnamese (the site's default language). */
export const HELP_VI: HelpText = {
  categories: { about: 'Về chúng tôi', guide: 'Hướng dẫn', faq: 'Câu hỏi thường gặp' },
  articles: {
    about: {
      title: 'Giới thiệu',
      html: `<h2>Về VN88 Club</h2>
<p>VN88 Club là nền tảng giải trí trực tuyến dành cho người chơi Việt Nam, mang đến sảnh casino trực tiếp, trò chơi điện tử (slot), bắn cá, đối kháng, thể thao, thể thao điện tử, xổ số và đá gà trong một tài khoản duy nhất.</p>
<p>Chúng tôi hợp tác với hơn ba mươi nhà cung cấp trò chơi hàng đầu thế giới và hoạt động theo giấy phép của các cơ quan quản lý uy tín tại Malta, Quần đảo Virgin thuộc Anh và Philippines.</p>
<h3>Cam kết của chúng tôi</h3>
<ul>
<li><strong>Công bằng:</strong> kết quả trò chơi được tạo bởi bộ sinh số ngẫu nhiên đã kiểm định; trò chơi nội bộ có thể tự kiểm chứng kết quả.</li>
<li><strong>An toàn:</strong> dữ liệu được mã hóa khi truyền và khi lưu trữ; mật khẩu không bao giờ được lưu ở dạng đọc được.</li>
<li><strong>Nhanh chóng:</strong> nạp tiền được ghi nhận trong vài phút, rút tiền được xử lý 24/7.</li>
<li><strong>Tận tâm:</strong> đội ngũ chăm sóc khách hàng nói tiếng Việt trực tuyến suốt ngày đêm qua trò chuyện trực tuyến, Telegram và Facebook.</li>
</ul>
<p>Người chơi phải đủ 18 tuổi trở lên. Hãy chơi có trách nhiệm.</p>`,
    },
    term: {
      title: 'Điều khoản và điều kiện',
      html: `<h2>Điều khoản và điều kiện</h2>
<p>Bằng việc đăng ký tài khoản và sử dụng dịch vụ của VN88 Club, bạn xác nhận đã đọc, hiểu và đồng ý với các điều khoản dưới đây.</p>
<h3>1. Điều kiện tham gia</h3>
<p>Bạn phải đủ 18 tuổi trở lên và có đủ năng lực hành vi theo pháp luật nơi bạn cư trú. Mỗi người chỉ được sở hữu một tài khoản. Thông tin đăng ký (họ tên, số điện thoại, tài khoản ngân hàng) phải chính xác và thuộc về chính bạn; họ tên nhận tiền phải trùng với tên chủ tài khoản ngân hàng.</p>
<h3>2. Tài khoản và bảo mật</h3>
<p>Bạn chịu trách nhiệm giữ bí mật tên đăng nhập và mật khẩu. Mọi giao dịch thực hiện bằng thông tin đăng nhập của bạn được coi là do bạn thực hiện. Hãy báo ngay cho bộ phận chăm sóc khách hàng nếu phát hiện truy cập trái phép.</p>
<h3>3. Nạp và rút tiền</h3>
<p>Số tiền nạp phải đến từ tài khoản đứng tên bạn. Yêu cầu rút tiền chỉ được chuyển vào tài khoản ngân hàng đã đăng ký đúng tên. Chúng tôi có thể yêu cầu xác minh danh tính trước khi xử lý giao dịch lớn hoặc bất thường.</p>
<h3>4. Khuyến mãi</h3>
<p>Mỗi chương trình khuyến mãi có điều kiện riêng (vòng cược, thời hạn, trò chơi áp dụng). Hành vi lạm dụng khuyến mãi, tạo nhiều tài khoản hoặc cược đối xứng sẽ dẫn đến việc thu hồi tiền thưởng và có thể khóa tài khoản.</p>
<h3>5. Cược và kết quả</h3>
<p>Cược đã được xác nhận không thể hủy. Khi có lỗi hệ thống hoặc lỗi hiển thị tỷ lệ rõ ràng, cược liên quan có thể bị vô hiệu và tiền cược được hoàn lại. Kết quả do nhà cung cấp trò chơi ghi nhận là kết quả cuối cùng.</p>
<h3>6. Chấm dứt</h3>
<p>Chúng tôi có quyền tạm ngưng hoặc đóng tài khoản vi phạm các điều khoản này, có dấu hiệu gian lận hoặc rửa tiền. Số dư hợp lệ sẽ được hoàn trả sau khi hoàn tất xác minh.</p>
<h3>7. Thay đổi điều khoản</h3>
<p>Điều khoản có thể được cập nhật; phiên bản mới có hiệu lực kể từ khi được đăng trên trang này.</p>`,
    },
    privacy: {
      title: 'Chính sách bảo mật',
      html: `<h2>Chính sách bảo mật</h2>
<p>VN88 Club tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi thu thập dữ liệu gì, vì sao và bạn có những quyền nào.</p>
<h3>Dữ liệu chúng tôi thu thập</h3>
<ul>
<li>Thông tin đăng ký: tên đăng nhập, họ tên, số điện thoại, email, ngày sinh.</li>
<li>Thông tin giao dịch: lịch sử nạp, rút, cược và khuyến mãi.</li>
<li>Thông tin kỹ thuật: địa chỉ IP, loại thiết bị, trình duyệt, ngôn ngữ.</li>
</ul>
<h3>Mục đích sử dụng</h3>
<p>Chúng tôi dùng dữ liệu để vận hành tài khoản, xử lý giao dịch, phòng chống gian lận, tuân thủ nghĩa vụ pháp lý và cải thiện dịch vụ. Chúng tôi không bán dữ liệu cá nhân cho bên thứ ba.</p>
<h3>Bảo vệ dữ liệu</h3>
<p>Kết nối được mã hóa TLS; mật khẩu được băm bằng thuật toán hiện đại; quyền truy cập nội bộ được giới hạn và ghi nhật ký.</p>
<h3>Quyền của bạn</h3>
<p>Bạn có thể yêu cầu xem, chỉnh sửa hoặc xóa dữ liệu cá nhân (trừ dữ liệu phải lưu giữ theo luật) bằng cách liên hệ bộ phận chăm sóc khách hàng.</p>
<h3>Cookie</h3>
<p>Chúng tôi dùng cookie và bộ nhớ trình duyệt để ghi nhớ ngôn ngữ, giao diện và phiên đăng nhập. Bạn có thể xóa chúng trong cài đặt trình duyệt.</p>`,
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      html: `<h2>Chơi có trách nhiệm</h2>
<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Chúng tôi muốn bạn luôn kiểm soát được thời gian và ngân sách của mình.</p>
<h3>Lời khuyên</h3>
<ul>
<li>Đặt ngân sách trước khi chơi và chỉ dùng số tiền bạn có thể chấp nhận mất.</li>
<li>Không cố gỡ lại khoản đã thua.</li>
<li>Nghỉ giải lao thường xuyên; không chơi khi mệt mỏi, căng thẳng hoặc đã uống rượu bia.</li>
<li>Không vay tiền để chơi.</li>
</ul>
<h3>Công cụ hỗ trợ</h3>
<p>Bạn có thể đặt giới hạn nạp tiền theo ngày, tuần, tháng; đặt nhắc nhở thời gian chơi; hoặc tạm khóa tài khoản từ 24 giờ đến 6 tháng. Liên hệ chăm sóc khách hàng để được hỗ trợ ngay.</p>
<h3>Dấu hiệu cần lưu ý</h3>
<p>Nếu bạn chơi nhiều hơn dự định, giấu giếm người thân hoặc cảm thấy lo âu khi không chơi, hãy tạm dừng và tìm sự hỗ trợ từ gia đình hoặc chuyên gia tư vấn.</p>
<p>Người dưới 18 tuổi không được phép tham gia.</p>`,
    },
    deposit: {
      title: 'Hướng dẫn nạp tiền',
      html: `<h2>Hướng dẫn nạp tiền</h2>
<ol>
<li>Đăng nhập và chọn <strong>Nạp tiền</strong> ở góc trên bên phải.</li>
<li>Chọn phương thức: chuyển khoản ngân hàng, quét mã QR ngân hàng, ví điện tử (MoMo, ZaloPay, ViettelPay) hoặc thẻ cào.</li>
<li>Nhập số tiền (tối thiểu 100.000 ₫) và bấm <strong>Xác nhận</strong>.</li>
<li>Chuyển khoản đúng số tiền và ghi <strong>nội dung chuyển khoản</strong> hiển thị trên màn hình.</li>
<li>Số dư được cập nhật tự động trong 1–5 phút.</li>
</ol>
<h3>Lưu ý</h3>
<ul>
<li>Tài khoản ngân hàng nhận tiền có thể thay đổi; luôn lấy thông tin mới nhất trên trang nạp tiền.</li>
<li>Sai nội dung chuyển khoản có thể làm chậm việc ghi nhận; hãy gửi biên lai cho chăm sóc khách hàng.</li>
<li>Tiền nạp phải được cược tối thiểu một vòng trước khi rút.</li>
</ul>`,
    },
    withdrawal: {
      title: 'Hướng dẫn rút tiền',
      html: `<h2>Hướng dẫn rút tiền</h2>
<ol>
<li>Vào <strong>Trung tâm thành viên → Rút tiền</strong>.</li>
<li>Lần đầu, thêm tài khoản ngân hàng đứng tên bạn (tên không dấu, trùng họ tên đã đăng ký).</li>
<li>Nhập số tiền (tối thiểu 200.000 ₫, tối đa 500.000.000 ₫ mỗi ngày) và mật khẩu rút tiền.</li>
<li>Theo dõi trạng thái trong lịch sử giao dịch; thông thường tiền về trong 3–15 phút.</li>
</ol>
<h3>Xác nhận đã nhận tiền</h3>
<p>Sau khi tiền về, hãy bấm <strong>Đã nhận</strong>. Nếu chưa nhận được, chọn <strong>Chưa nhận</strong> và tải lên ảnh sao kê; yêu cầu không được xác nhận sau thời gian quy định sẽ được coi là đã nhận.</p>
<h3>Vì sao yêu cầu bị từ chối?</h3>
<ul>
<li>Chưa hoàn thành vòng cược của tiền nạp hoặc khuyến mãi.</li>
<li>Tên tài khoản ngân hàng không trùng với họ tên đăng ký.</li>
<li>Cần xác minh danh tính bổ sung.</li>
</ul>`,
    },
    faq: {
      title: 'Câu hỏi thường gặp',
      html: `<h2>Câu hỏi thường gặp</h2>
<h3>Tôi quên mật khẩu thì làm sao?</h3>
<p>Bấm <strong>Quên mật khẩu</strong> trên màn hình đăng nhập và đặt lại bằng số điện thoại hoặc email đã đăng ký.</p>
<h3>Tôi có thể đổi tên đăng nhập không?</h3>
<p>Không. Tên đăng nhập là cố định; bạn có thể đổi biệt danh trong trung tâm thành viên.</p>
<h3>Vì sao tôi không vào được trò chơi?</h3>
<p>Trò chơi có thể đang bảo trì theo lịch của nhà cung cấp. Hãy thử lại sau hoặc chọn trò chơi khác; số dư của bạn luôn an toàn.</p>
<h3>Chơi thử có mất tiền không?</h3>
<p>Không. Tài khoản chơi thử dùng tiền ảo và không thể nạp, rút hay nhận khuyến mãi.</p>
<h3>Làm sao để trở thành đại lý?</h3>
<p>Vào trang <strong>Hợp tác</strong> để đăng ký. Đại lý nhận hoa hồng theo hợp đồng chia lợi nhuận, lương ngày, lương giờ hoặc lương theo thời gian thực.</p>
<h3>Liên hệ hỗ trợ ở đâu?</h3>
<p>Dùng nút chăm sóc khách hàng ở cạnh phải màn hình để trò chuyện trực tuyến 24/7, hoặc nhắn qua Telegram và Facebook.</p>`,
    },
  },
};
